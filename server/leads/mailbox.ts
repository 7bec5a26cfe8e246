/** Providers that ignore dots in the local part (a.b.c@gmail.com is abc@gmail.com), and their other names. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The mailbox an address delivers to, for counting e-mails per recipient (issue 28: `victim+1@…`,
 * `victim+2@…` each got their own allowance): lower-case, without a `+tag`, and for providers that ignore
 * dots (Gmail), without dots and under the provider's one domain. Only for counting: mail still goes to
 * the address the visitor typed.
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at < 1) return trimmed
  let local = trimmed.slice(0, at)
  let domain = trimmed.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless) {
    local = local.replace(/\./g, '')
    domain = dotless
  }
  return `${local}@${domain}`
}

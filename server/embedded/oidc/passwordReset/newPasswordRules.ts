/** The longest and shortest password the embedded provider takes (NIST SP 800-63B: length, not composition). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** Passwords every guesser tries first (and this brand's obvious ones): refused whatever their length. */
const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'password123456',
  '123456789012',
  '1234567890123',
  'qwertyuiopas',
  'qwerty123456',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'passwordpassword',
  'aaaaaaaaaaaa',
  'abcdefghijkl',
  'abc123abc123',
  'changeme1234',
])

/** Which field an error belongs to, and what to tell the customer. */
export interface PasswordProblem {
  field: 'password' | 'confirm'
  message: string
}

/**
 * The rules of a new password, each with the message shown beside its field (the first problem per field):
 * 12 to 128 characters, not the account's e-mail address, not a commonly guessed password, and typed the same
 * twice. Nothing else (no "one symbol" rules): length is what makes a password hard to guess.
 */
export function newPasswordProblems(input: { password: string; confirm: string; email: string }): PasswordProblem[] {
  const { password, confirm } = input
  const lowered = password.toLowerCase()
  const emailLocal = input.email.trim().toLowerCase().split('@')[0] ?? ''
  const problems: PasswordProblem[] = []
  if (!password) problems.push({ field: 'password', message: 'Enter a new password.' })
  else if ([...password].length < PASSWORD_MIN_LENGTH)
    problems.push({ field: 'password', message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  else if ([...password].length > PASSWORD_MAX_LENGTH)
    problems.push({ field: 'password', message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` })
  else if (lowered === input.email.trim().toLowerCase() || (emailLocal.length >= 4 && lowered.includes(emailLocal)))
    problems.push({ field: 'password', message: 'Choose a password that does not contain your e-mail address.' })
  else if (COMMON_PASSWORDS.has(lowered) || new Set(lowered).size <= 2)
    problems.push({ field: 'password', message: 'This password is too easy to guess. Choose another one.' })
  if (password && !confirm) problems.push({ field: 'confirm', message: 'Type the new password again.' })
  else if (password && confirm !== password)
    problems.push({ field: 'confirm', message: 'The two passwords are not the same.' })
  return problems
}

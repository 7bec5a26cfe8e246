/**
 * The body of the lead e-mail request, `POST {lead-api}{send-email endpoint}` (spec §7.1 item 3; its
 * shape is not shown). The site asks the lead API to send a templated confirmation: who to, which
 * template, and the values the template fills in. No free-form HTML leaves the site, and no text typed
 * in the browser either: the recipient's address is the only visitor value, every other value is the
 * site's own (brand, page names and URLs from the route table, phone numbers from config), so nobody can
 * make the company's address send their words (issue 20, docs/threat-model.md).
 */
export interface LeadEmailRequest {
  /** Unique per e-mail; the e-mail service drops a repeat with the same id. */
  messageId: string
  /** One address; no display name, since a name typed in a form is the sender's text. */
  to: { email: string }
  from: string
  templateId: string
  /** Plain strings only; the template escapes them. */
  data: Record<string, string>
}

export function leadEmailRequest(input: {
  messageId: string
  recipient: string
  from: string
  templateId: string
  data: Record<string, string | number | boolean | null | undefined>
}): LeadEmailRequest {
  const data: Record<string, string> = {}
  for (const [key, value] of Object.entries(input.data))
    if (value !== null && value !== undefined) data[key] = String(value)
  return {
    messageId: input.messageId,
    to: { email: input.recipient.trim() },
    from: input.from,
    templateId: input.templateId,
    data,
  }
}

/**
 * The body of the lead e-mail request, `POST {lead-api}{send-email endpoint}` (spec §7.1 item 3; its
 * shape is not shown). The site asks the lead API to send a templated confirmation: who to, which
 * template, and the values the template fills in. No free-form HTML leaves the site, so a visitor's
 * input can never become markup in someone's inbox.
 */
export interface LeadEmailRequest {
  /** Unique per e-mail; the e-mail service drops a repeat with the same id. */
  messageId: string
  to: { email: string; name: string }
  from: string
  templateId: string
  /** Plain strings only; the template escapes them. */
  data: Record<string, string>
}

export interface EmailRecipient {
  email: string
  firstName: string
  lastName: string
}

export function leadEmailRequest(input: {
  messageId: string
  recipient: EmailRecipient
  from: string
  templateId: string
  data: Record<string, string | number | boolean | null | undefined>
}): LeadEmailRequest {
  const data: Record<string, string> = {}
  for (const [key, value] of Object.entries(input.data)) if (value !== null && value !== undefined) data[key] = String(value)
  const name = `${input.recipient.firstName} ${input.recipient.lastName}`.trim()
  return {
    messageId: input.messageId,
    to: { email: input.recipient.email, name },
    from: input.from,
    templateId: input.templateId,
    data: { firstName: input.recipient.firstName, lastName: input.recipient.lastName, ...data },
  }
}

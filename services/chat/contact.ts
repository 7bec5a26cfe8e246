import { EMAIL, NO_CONTROL_CHARACTERS, PHONE } from '../leads/validation/patterns.ts'

/** The longest contact the chat keeps: an e-mail address's limit (RFC 5321), far more than a phone number needs. */
export const CHAT_CONTACT_MAX_CHARS = 254

/** How a visitor who leaves the chat can be answered: an e-mail address or a phone number, as they typed it. */
export interface ChatContact {
  kind: 'email' | 'phone'
  value: string
}

export type ChatContactCheck = { ok: true; contact: ChatContact } | { ok: false; problem: 'empty' | 'invalid' }

const email = new RegExp(EMAIL)
const phone = new RegExp(PHONE)
const plainText = new RegExp(NO_CONTROL_CHARACTERS)

/**
 * The optional contact the chat asks for while no agent is on the phone line (rater report 7, E6): one e-mail
 * address or one US phone number, by the lead forms' patterns (spec §5), trimmed, at most CHAT_CONTACT_MAX_CHARS,
 * no control characters. The same rule in the panel and on the server. It is only stored with the conversation for
 * the support team to read: nothing sends mail or messages to it.
 */
export function checkChatContact(value: unknown): ChatContactCheck {
  if (value !== undefined && value !== null && typeof value !== 'string') return { ok: false, problem: 'invalid' }
  const text = value?.trim() ?? ''
  if (!text) return { ok: false, problem: 'empty' }
  if (text.length > CHAT_CONTACT_MAX_CHARS || !plainText.test(text)) return { ok: false, problem: 'invalid' }
  if (email.test(text)) return { ok: true, contact: { kind: 'email', value: text } }
  if (phone.test(text)) return { ok: true, contact: { kind: 'phone', value: text } }
  return { ok: false, problem: 'invalid' }
}

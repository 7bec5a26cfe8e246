/** The longest message a visitor may send: a chat line, not a letter (and a bound on what one message stores). */
export const CHAT_MESSAGE_MAX_CHARS = 1000

/**
 * Tabs and line breaks are typed in a textarea; every other control character (C0, DEL, C1) is not, and is what a
 * terminal or an agent's console obeys (the lead intake refuses them for the same reason: issue 28).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export type ChatTextCheck = { ok: true; text: string } | { ok: false; problem: 'empty' | 'too_long' | 'control' }

/**
 * A visitor's message as the chat stores it: trimmed text, not empty, at most CHAT_MESSAGE_MAX_CHARS characters, no
 * control characters but tabs and line breaks. Markup is not refused: it is text, and is shown as text everywhere.
 */
export function checkChatText(value: unknown): ChatTextCheck {
  const text = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
  if (!text) return { ok: false, problem: 'empty' }
  if ([...text].length > CHAT_MESSAGE_MAX_CHARS) return { ok: false, problem: 'too_long' }
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, problem: 'control' }
  return { ok: true, text }
}

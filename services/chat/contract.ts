/**
 * The contract between the chat panel (blocks/ChatBubble) and the site's own chat endpoints (server/chat), which
 * relay to the chat provider: its embedded default (server/embedded/chat) or the real one (CHAT_API_URL). The
 * browser never talks to the provider (it would need the provider's key); the site applies the limits.
 */

/** Who wrote a message: the visitor, or the provider's side (a person, or the embedded agent's automatic reply). */
export type ChatSender = 'visitor' | 'agent'

export interface ChatMessage {
  /** 1, 2, 3 … within its conversation: "the messages since N" are those after N. */
  seq: number
  from: ChatSender
  /** Plain text, shown as text (never as HTML). */
  text: string
  /** Milliseconds since the epoch. */
  sentAt: number
}

/** POST /api/chat/conversations (no body): a new conversation, signed-in customers' with their chat context key. */
export const CHAT_CONVERSATIONS_ENDPOINT = '/api/chat/conversations'
export interface ChatStartAnswer {
  conversationId: string
}

/**
 * POST /api/chat/conversations/{id}/messages `{ text }`: the visitor's message, answered with every message after
 * `since` (the query), so the automatic reply to a first message comes back at once.
 * GET the same path `?since=N`: the messages after N (the panel's poll for a person's answer).
 */
export const chatMessagesEndpoint = (conversationId: string, since: number) =>
  `/api/chat/conversations/${encodeURIComponent(conversationId)}/messages?since=${since}`
export interface ChatMessagesAnswer {
  messages: ChatMessage[]
}

/**
 * POST /api/chat/conversations/{id}/contact `{ contact }`: the visitor's optional e-mail or phone (contact.ts), kept
 * with the conversation so the support team can answer one who left. Answered `{ saved: true }`.
 */
export const chatContactEndpoint = (conversationId: string) =>
  `/api/chat/conversations/${encodeURIComponent(conversationId)}/contact`
export interface ChatContactAnswer {
  saved: true
}

/** Any refusal (400 invalid, 404 no such conversation, 429 too many, 503 full or unreachable): words to show. */
export interface ChatErrorAnswer {
  status: 'invalid' | 'not_found' | 'limited' | 'unavailable'
  message: string
}

/** The well-formed messages of an answer (a provider's, or the site's in the browser); anything else is dropped. */
export function chatMessagesFrom(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const { seq, from, text, sentAt } = item as Record<string, unknown>
    if (!Number.isInteger(seq) || (from !== 'visitor' && from !== 'agent')) return []
    if (typeof text !== 'string' || typeof sentAt !== 'number') return []
    return [{ seq: seq as number, from, text, sentAt }]
  })
}

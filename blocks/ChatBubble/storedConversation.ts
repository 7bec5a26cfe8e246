import { removeSessionValue, sessionValue, setSessionValue } from '../../services/attribution/browser.ts'
import type { ResumedConversation } from './chatConversation.ts'

/**
 * Where the tab keeps its chat conversation between pages (rater report 7, E6): sessionStorage, so it lasts the
 * visit in this tab and ends with it, as the conversation's id is the visitor's only handle on it. It holds the
 * id, the last message seen and whether a contact was left; never a message or the contact itself (the server
 * has those). The island loader reads the key too: a page whose tab holds it hydrates the bubble on arrival.
 * Storage refused (a privacy setting) or full: the chat works on this page only.
 */
export const CHAT_STORAGE_KEY = 'harbor.chat'

export function readStoredConversation(): ResumedConversation | null {
  try {
    const value = JSON.parse(sessionValue(CHAT_STORAGE_KEY) ?? 'null') as Partial<ResumedConversation> | null
    if (!value || typeof value.conversationId !== 'string' || !value.conversationId) return null
    return {
      conversationId: value.conversationId,
      seen: Number.isInteger(value.seen) ? (value.seen as number) : 0,
      contactSaved: value.contactSaved === true,
    }
  } catch {
    return null
  }
}

/** Keeps the conversation for the next pages; null forgets it (the server no longer has it). */
export function storeConversation(conversation: ResumedConversation | null): void {
  if (!conversation) return removeSessionValue(CHAT_STORAGE_KEY)
  setSessionValue(
    CHAT_STORAGE_KEY,
    JSON.stringify({
      conversationId: conversation.conversationId,
      seen: conversation.seen,
      contactSaved: conversation.contactSaved,
    } satisfies ResumedConversation),
  )
}

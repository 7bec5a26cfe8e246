import {
  type ChatConversation,
  type ChatConversationState,
  chatConversation,
  conversationStart,
} from './chatConversation.ts'
import { readStoredConversation, storeConversation } from './storedConversation.ts'

/**
 * The page's one chat conversation, kept outside the panel so that closing the panel and opening it again (from
 * the bubble or any "Live Chat" button) shows the same conversation, and a person's answer still arrives meanwhile.
 * It also outlives the page (rater report 7, E6): started, its id goes to the tab's sessionStorage, and the next
 * page resumes it, reading the thread again from the server and asking for answers while the panel is closed
 * (the bubble counts those the visitor has not seen).
 */
export interface PageConversation {
  conversation: ChatConversation
  subscribe: (listener: () => void) => () => void
  current: () => ChatConversationState
}

let page: PageConversation | null = null

export function pageConversation(sendFailed: string): PageConversation {
  if (page) return page
  const listeners = new Set<() => void>()
  const resume = readStoredConversation()
  let state = conversationStart(resume)
  const conversation = chatConversation({
    sendFailed,
    resume,
    onChange: (next) => {
      const toStore =
        next.conversationId !== state.conversationId ||
        next.seen !== state.seen ||
        next.contactSaved !== state.contactSaved
      state = next
      if (toStore) storeConversation(next.conversationId ? { ...next, conversationId: next.conversationId } : null)
      for (const listener of listeners) listener()
    },
  })
  page = {
    conversation,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    current: () => state,
  }
  return page
}

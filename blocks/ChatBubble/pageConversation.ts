import { type ChatConversation, type ChatConversationState, chatConversation } from './chatConversation.ts'

/**
 * The page's one chat conversation, kept outside the panel so that closing the panel and opening it again (from
 * the bubble or any "Live Chat" button) shows the same conversation, and a person's answer still arrives meanwhile.
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
  let state: ChatConversationState = { messages: [], sending: false, error: null }
  const conversation = chatConversation({
    sendFailed,
    onChange: (next) => {
      state = next
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

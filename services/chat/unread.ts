import type { ChatMessage } from './contract.ts'

/**
 * How many of the support side's messages the visitor has not seen: those after `seenSeq`, the last message the
 * open panel showed. The visitor's own messages are never unread, whatever page sent them.
 */
export function unreadReplies(messages: readonly ChatMessage[], seenSeq: number): number {
  return messages.filter((message) => message.from === 'agent' && message.seq > seenSeq).length
}

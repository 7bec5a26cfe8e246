import {
  CHAT_CONVERSATIONS_ENDPOINT,
  type ChatMessage,
  chatMessagesEndpoint,
  chatMessagesFrom,
} from '../../services/chat/index.ts'

/**
 * How long the panel waits before asking again for a person's answer: soon after a message, then less and less
 * often while nothing comes (a visitor may leave the panel open for an hour), back to soon when something does.
 */
export const POLL_DELAYS_MS = [4_000, 8_000, 15_000, 30_000, 60_000] as const

export interface ChatConversationState {
  messages: ChatMessage[]
  sending: boolean
  /** Words to show when the last message was not taken (the server's, else `sendFailed`); null otherwise. */
  error: string | null
}

export interface ChatConversationOptions {
  onChange: (state: ChatConversationState) => void
  /** The panel's words for a failure the server did not word (network down, an unreadable answer). */
  sendFailed: string
  fetchImpl?: typeof fetch
}

export interface ChatConversation {
  /** Sends the visitor's message (starting the conversation first); true when it was taken. */
  send(text: string): Promise<boolean>
  /**
   * Stops asking for answers. The page's conversation (pageConversation.ts) never stops: it keeps asking while the
   * panel is closed, so a person's answer is there when it opens again; only a conversation made elsewhere (the
   * tests) is stopped.
   */
  stop(): void
}

/**
 * One visitor's conversation with support through the site's /api/chat: the messages so far, the message being
 * sent, and the poll for a person's answer (POLL_DELAYS_MS, reset by each message either way).
 */
export function chatConversation({
  onChange,
  sendFailed,
  fetchImpl = fetch,
}: ChatConversationOptions): ChatConversation {
  let state: ChatConversationState = { messages: [], sending: false, error: null }
  let conversationId: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let delayIndex = 0
  let stopped = false

  const update = (change: Partial<ChatConversationState>) => {
    state = { ...state, ...change }
    if (!stopped) onChange(state)
  }
  const lastSeq = () => state.messages.at(-1)?.seq ?? 0
  /** Adds the messages not yet shown, in order; true when there was any. */
  const merge = (incoming: ChatMessage[]): boolean => {
    const fresh = incoming.filter((message) => message.seq > lastSeq()).sort((a, b) => a.seq - b.seq)
    if (fresh.length) update({ messages: [...state.messages, ...fresh] })
    return fresh.length > 0
  }

  const schedulePoll = () => {
    clearTimeout(timer)
    if (stopped || !conversationId) return
    timer = setTimeout(() => void poll(), POLL_DELAYS_MS[Math.min(delayIndex, POLL_DELAYS_MS.length - 1)])
  }
  async function poll() {
    if (stopped || !conversationId) return
    try {
      const response = await fetchImpl(chatMessagesEndpoint(conversationId, lastSeq()), {
        headers: { Accept: 'application/json' },
      })
      // The conversation is gone (the provider deleted it): nothing more will come.
      if (response.status === 404) return
      const fresh = response.ok && merge(chatMessagesFrom(((await response.json()) as { messages?: unknown }).messages))
      delayIndex = fresh ? 0 : delayIndex + 1
    } catch {
      delayIndex += 1
    }
    schedulePoll()
  }

  async function post(
    url: string,
    body: unknown,
  ): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      })
      const data = (await response.json().catch(() => ({}))) as { message?: unknown }
      if (response.ok) return { ok: true, data }
      return { ok: false, message: typeof data.message === 'string' && data.message ? data.message : sendFailed }
    } catch {
      return { ok: false, message: sendFailed }
    }
  }

  return {
    async send(text) {
      if (state.sending) return false
      update({ sending: true, error: null })
      if (!conversationId) {
        const started = await post(CHAT_CONVERSATIONS_ENDPOINT, {})
        const id = started.ok ? (started.data as { conversationId?: unknown }).conversationId : null
        if (typeof id !== 'string') {
          update({ sending: false, error: started.ok ? sendFailed : started.message })
          return false
        }
        conversationId = id
      }
      const sent = await post(chatMessagesEndpoint(conversationId, lastSeq()), { text })
      if (!sent.ok) {
        update({ sending: false, error: sent.message })
        return false
      }
      merge(chatMessagesFrom((sent.data as { messages?: unknown }).messages))
      update({ sending: false })
      delayIndex = 0
      schedulePoll()
      return true
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

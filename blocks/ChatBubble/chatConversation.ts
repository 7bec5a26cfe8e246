import {
  CHAT_CONVERSATIONS_ENDPOINT,
  type ChatMessage,
  chatContactEndpoint,
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
  /** The conversation's id once started (kept in the tab's sessionStorage: pageConversation.ts); null before. */
  conversationId: string | null
  /** The last message the visitor has seen in the open panel (its seq); the support side's after it are unread. */
  seen: number
  /** Whether the server keeps an e-mail or phone of the visitor's with this conversation. */
  contactSaved: boolean
}

/** A conversation started on an earlier page of the visit: its thread is read again from the server. */
export interface ResumedConversation {
  conversationId: string
  seen: number
  contactSaved: boolean
}

export interface ChatConversationOptions {
  onChange: (state: ChatConversationState) => void
  /** The panel's words for a failure the server did not word (network down, an unreadable answer). */
  sendFailed: string
  /** The conversation of an earlier page: read at once (all its messages), then asked as usual. */
  resume?: ResumedConversation | null
  fetchImpl?: typeof fetch
}

export interface ChatConversation {
  /**
   * Sends the visitor's message (starting the conversation first); true when it was taken. With `contact` (a checked
   * e-mail or phone), that is kept with the conversation first: when it is refused, the message is not sent; an
   * empty `text` with a contact leaves only the contact.
   */
  send(text: string, contact?: string): Promise<boolean>
  /** The visitor sees every message so far (the panel is open): none is unread. */
  markSeen(): void
  /**
   * Stops asking for answers. The page's conversation (pageConversation.ts) never stops: it keeps asking while the
   * panel is closed, so a person's answer is there when it opens again; only a conversation made elsewhere (the
   * tests) is stopped.
   */
  stop(): void
}

/** The state before anything was asked: empty, or an earlier page's conversation whose thread is still to come. */
export function conversationStart(resume?: ResumedConversation | null): ChatConversationState {
  return {
    messages: [],
    sending: false,
    error: null,
    conversationId: resume?.conversationId ?? null,
    seen: resume?.seen ?? 0,
    contactSaved: resume?.contactSaved ?? false,
  }
}

/**
 * One visitor's conversation with support through the site's /api/chat: the messages so far, the message being
 * sent, and the poll for a person's answer (POLL_DELAYS_MS, reset by each message either way).
 */
export function chatConversation({
  onChange,
  sendFailed,
  resume,
  fetchImpl = fetch,
}: ChatConversationOptions): ChatConversation {
  let state = conversationStart(resume)
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
    if (stopped || !state.conversationId) return
    timer = setTimeout(() => void poll(), POLL_DELAYS_MS[Math.min(delayIndex, POLL_DELAYS_MS.length - 1)])
  }
  async function poll() {
    if (stopped || !state.conversationId) return
    try {
      const response = await fetchImpl(chatMessagesEndpoint(state.conversationId, lastSeq()), {
        headers: { Accept: 'application/json' },
      })
      // The conversation is gone (the provider deleted it, idle): nothing more will come; the next message starts anew.
      if (response.status === 404) {
        update({ messages: [], conversationId: null, seen: 0, contactSaved: false })
        return
      }
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

  // A conversation of an earlier page: its whole thread now, then the usual asking.
  if (state.conversationId) void poll()

  return {
    async send(text, contact) {
      if (state.sending) return false
      update({ sending: true, error: null })
      let conversationId = state.conversationId
      if (!conversationId) {
        const started = await post(CHAT_CONVERSATIONS_ENDPOINT, {})
        const id = started.ok ? (started.data as { conversationId?: unknown }).conversationId : null
        if (typeof id !== 'string') {
          update({ sending: false, error: started.ok ? sendFailed : started.message })
          return false
        }
        conversationId = id
        update({ conversationId })
      }
      if (contact) {
        const saved = await post(chatContactEndpoint(conversationId), { contact })
        if (!saved.ok) {
          update({ sending: false, error: saved.message })
          return false
        }
        update({ contactSaved: true })
        // Only the contact, typed after the message was sent: nothing more to send.
        if (!text.trim()) {
          update({ sending: false })
          return true
        }
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
    markSeen() {
      if (lastSeq() > state.seen) update({ seen: lastSeq() })
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

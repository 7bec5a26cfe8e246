import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ChatMessage, unreadReplies } from '../../../services/chat/index.ts'
import {
  POLL_DELAYS_MS,
  type ChatConversationState,
  type ResumedConversation,
  chatConversation,
} from '../chatConversation.ts'

const FAILED = 'Your message was not sent.'
const message = (seq: number, from: ChatMessage['from'], text: string): ChatMessage => ({
  seq,
  from,
  text,
  sentAt: seq,
})
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fake /api/chat: answers each request with the next of `answers`, and records what was asked. */
function fakeApi(answers: Array<(url: string) => Response>) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = []
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    })
    const next = answers.shift()
    if (!next) throw new Error(`no answer left for ${url}`)
    return next(url)
  })
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch }
}

let states: ChatConversationState[]
beforeEach(() => {
  vi.useFakeTimers()
  states = []
})
afterEach(() => {
  vi.useRealTimers()
})
const last = () => states.at(-1)!
/** The conversation under test on a fake /api/chat, every state it reports kept; `resume`: an earlier page's. */
const conversationOn = (api: ReturnType<typeof fakeApi>, resume?: ResumedConversation) =>
  chatConversation({ onChange: (s) => states.push(s), sendFailed: FAILED, fetchImpl: api.fetchImpl, resume })

describe("chatConversation (the panel's conversation through /api/chat)", () => {
  it('starts the conversation with the first message and shows the message and the automatic reply at once', async () => {
    const api = fakeApi([
      () => json(201, { conversationId: 'c1' }),
      () => json(201, { messages: [message(1, 'visitor', 'Hello'), message(2, 'agent', 'A person will answer.')] }),
    ])
    const chat = conversationOn(api)
    expect(await chat.send('Hello')).toBe(true)
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/chat/conversations', body: {} },
      { method: 'POST', url: '/api/chat/conversations/c1/messages?since=0', body: { text: 'Hello' } },
    ])
    expect(last()).toEqual({
      messages: [message(1, 'visitor', 'Hello'), message(2, 'agent', 'A person will answer.')],
      sending: false,
      error: null,
      conversationId: 'c1',
      seen: 0,
      contactSaved: false,
    })
    chat.stop()
  })

  it("asks for a person's answer less and less often while none comes, and soon again once one does", async () => {
    const quiet = () => json(200, { messages: [] })
    const api = fakeApi([
      () => json(201, { conversationId: 'c1' }),
      () => json(201, { messages: [message(1, 'visitor', 'Hi'), message(2, 'agent', 'Auto')] }),
      quiet,
      quiet,
      () => json(200, { messages: [message(3, 'agent', 'Hi, I am Sam.')] }),
      quiet,
    ])
    const chat = conversationOn(api)
    await chat.send('Hi')
    const polls = () => api.calls.slice(2)
    await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[0] - 1)
    expect(polls()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(polls().map((call) => call.url)).toEqual(['/api/chat/conversations/c1/messages?since=2'])
    // Nothing came: the next ask waits the second delay, then the third.
    await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[1])
    expect(polls()).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[2])
    expect(polls()).toHaveLength(3)
    expect(last().messages.at(-1)).toEqual(message(3, 'agent', 'Hi, I am Sam.'))
    // Something came: back to the first delay, asking since the newest message.
    await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[0])
    expect(polls().at(-1)!.url).toBe('/api/chat/conversations/c1/messages?since=3')
    chat.stop()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(polls()).toHaveLength(4)
  })

  it("shows the server's words when a message is refused, its own when the network fails, and keeps the conversation", async () => {
    const api = fakeApi([
      () => json(201, { conversationId: 'c1' }),
      () => json(429, { status: 'limited', message: 'Please wait a few minutes.' }),
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => json(201, { messages: [message(1, 'visitor', 'Third try')] }),
    ])
    const chat = conversationOn(api)
    expect(await chat.send('First try')).toBe(false)
    expect(last()).toMatchObject({ sending: false, error: 'Please wait a few minutes.' })
    expect(await chat.send('Second try')).toBe(false)
    expect(last().error).toBe(FAILED)
    expect(await chat.send('Third try')).toBe(true)
    expect(last()).toMatchObject({ error: null, messages: [message(1, 'visitor', 'Third try')] })
    // One conversation throughout.
    expect(api.calls.filter((call) => call.url === '/api/chat/conversations')).toHaveLength(1)
    chat.stop()
  })

  it("resumes an earlier page's conversation: its whole thread at once, then asks on; unread is what came after seen", async () => {
    const api = fakeApi([
      () =>
        json(200, {
          messages: [
            message(1, 'visitor', 'Is HB123 on time?'),
            message(2, 'agent', 'Auto'),
            message(3, 'agent', 'Yes.'),
          ],
        }),
      () => json(200, { messages: [message(4, 'agent', 'Anything else?')] }),
    ])
    const chat = conversationOn(api, { conversationId: 'c1', seen: 2, contactSaved: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(api.calls).toEqual([{ method: 'GET', url: '/api/chat/conversations/c1/messages?since=0', body: undefined }])
    expect(last()).toMatchObject({ conversationId: 'c1', seen: 2, contactSaved: true })
    expect(last().messages.map((m) => m.seq)).toEqual([1, 2, 3])
    expect(unreadReplies(last().messages, last().seen)).toBe(1)
    // A person's answer while the panel is closed: one more unread.
    await vi.advanceTimersByTimeAsync(POLL_DELAYS_MS[0])
    expect(api.calls.at(-1)!.url).toBe('/api/chat/conversations/c1/messages?since=3')
    expect(unreadReplies(last().messages, last().seen)).toBe(2)
    // The panel opens and shows them: none unread.
    chat.markSeen()
    expect(last().seen).toBe(4)
    expect(unreadReplies(last().messages, last().seen)).toBe(0)
    chat.stop()
  })

  it('forgets a resumed conversation the server no longer has, and the next message starts a new one', async () => {
    const api = fakeApi([
      () => json(404, { status: 'not_found', message: 'x' }),
      () => json(201, { conversationId: 'c2' }),
      () => json(201, { messages: [message(1, 'visitor', 'Hello again')] }),
    ])
    const chat = conversationOn(api, { conversationId: 'gone', seen: 5, contactSaved: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(last()).toMatchObject({ conversationId: null, seen: 0, contactSaved: false, messages: [] })
    expect(await chat.send('Hello again')).toBe(true)
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/chat/conversations/gone/messages?since=0',
      '/api/chat/conversations',
      '/api/chat/conversations/c2/messages?since=0',
    ])
    chat.stop()
  })

  it('leaves the contact before the message, sends no message when it is refused, and may leave it alone', async () => {
    const api = fakeApi([
      () => json(201, { conversationId: 'c1' }),
      () => json(400, { status: 'invalid', message: 'Please enter an e-mail address.' }),
      () => json(200, { saved: true }),
      () => json(201, { messages: [message(1, 'visitor', 'Call me')] }),
      () => json(200, { saved: true }),
    ])
    const chat = conversationOn(api)
    expect(await chat.send('Call me', 'not-a-contact')).toBe(false)
    expect(last()).toMatchObject({ error: 'Please enter an e-mail address.', contactSaved: false, messages: [] })
    expect(await chat.send('Call me', '(312) 555-0142')).toBe(true)
    expect(last()).toMatchObject({ error: null, contactSaved: true, messages: [message(1, 'visitor', 'Call me')] })
    // Typed after the message: only the contact goes.
    expect(await chat.send('', 'pat@example.com')).toBe(true)
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/chat/conversations', {}],
      ['/api/chat/conversations/c1/contact', { contact: 'not-a-contact' }],
      ['/api/chat/conversations/c1/contact', { contact: '(312) 555-0142' }],
      ['/api/chat/conversations/c1/messages?since=0', { text: 'Call me' }],
      ['/api/chat/conversations/c1/contact', { contact: 'pat@example.com' }],
    ])
    chat.stop()
  })

  it('stops asking once the conversation is gone (404)', async () => {
    const api = fakeApi([
      () => json(201, { conversationId: 'c1' }),
      () => json(201, { messages: [message(1, 'visitor', 'Hi')] }),
      () => json(404, { status: 'not_found', message: 'x' }),
    ])
    const chat = conversationOn(api)
    await chat.send('Hi')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(api.calls).toHaveLength(3)
  })
})

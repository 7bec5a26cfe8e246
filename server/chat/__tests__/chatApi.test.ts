import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRouter } from '../../api/apiRouter.server.ts'
import { embeddedServices } from '../../embedded/embeddedServices.server.ts'
import { embeddedChatRouter } from '../../embedded/chat/chatApiRouter.server.ts'
import { type LoopbackSite, startLoopbackSite } from '../../../tests/support/loopbackSite.ts'
import { CHAT_MESSAGE_MAX_CHARS, type ChatMessage } from '../../../services/chat/index.ts'
import type { SessionView } from '../../../services/auth/index.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { chatApiKey } from '../chatProviderClient.server.ts'

/**
 * The chat end to end on one server, as `npm start` runs it: the browser's /api/chat relays over HTTP to the
 * embedded provider at /embedded/chat, which stores on the site's database (SQLite in memory here).
 */
let site: LoopbackSite
const tinyStorage = openSqliteStorage(':memory:')
const SESSION = 'chat-test-session'
const TINY_CHAT_NOW = Date.UTC(2026, 0, 6, 10)

beforeAll(async () => {
  site = await startLoopbackSite({ CHAT_LIMIT_CONVERSATIONS_PER_CLIENT: '4', CHAT_LIMIT_MESSAGES_PER_CLIENT: '8' })
  const app = express()
  app.set('trust proxy', 'loopback')
  // A second provider with a tiny store of its own, for the caps: the site's limits are per address, the store's total.
  // Its clock stands still, so no conversation goes idle (and frees its place) however slowly the test runs.
  app.use(
    '/tiny-chat',
    embeddedChatRouter(
      { ...site.ctx, storage: tinyStorage },
      { caps: { maxConversations: 1, maxMessagesPerConversation: 3, idleMs: 60_000 }, now: () => TINY_CHAT_NOW },
    ),
  )
  app.use('/api', apiRouter(site.ctx))
  app.use('/embedded', embeddedServices(site.ctx))
  site.server.on('request', app)
  const now = Date.now()
  await site.ctx.storage.sessions.createSession(SESSION, {
    subject: 'sub-1',
    issuer: 'https://idp.example',
    idToken: 'id',
    accessToken: null,
    accessTokenExpiresAt: null,
    // With a site, so GET /api/session keeps this info (none would make it fetch the account API's, §4.1).
    customer: {
      email: 'pat@example.com',
      extension_customer_number: '100234',
      name: 'Pat Doe',
      sites: [{ address1: '1200 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' }],
    },
    ipAddress: null,
    signedInAt: now,
    expiresAt: now + 3_600_000,
  })
})
afterAll(async () => {
  await site.close()
  await tinyStorage.close()
})

/** Each test its own client address (X-Forwarded-For from loopback), so the per-client limits are its own. */
function client(address: string, cookie?: string) {
  const headers = {
    'X-Forwarded-For': address,
    'Content-Type': 'application/json',
    ...(cookie ? { Cookie: cookie } : {}),
  }
  return {
    start: () => fetch(`${site.base}/api/chat/conversations`, { method: 'POST', headers, body: '{}' }),
    send: (id: string, text: unknown, since = 0, extra: Record<string, string> = {}) =>
      fetch(`${site.base}/api/chat/conversations/${id}/messages?since=${since}`, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: JSON.stringify({ text }),
      }),
    read: (id: string, since = 0) =>
      fetch(`${site.base}/api/chat/conversations/${id}/messages?since=${since}`, { headers }),
    leaveContact: (id: string, contact: unknown) =>
      fetch(`${site.base}/api/chat/conversations/${id}/contact`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ contact }),
      }),
  }
}

async function startedBy(visitor: ReturnType<typeof client>): Promise<string> {
  const response = await visitor.start()
  expect(response.status).toBe(201)
  return ((await response.json()) as { conversationId: string }).conversationId
}

describe('/api/chat on the embedded provider', () => {
  it('starts a conversation, takes a message and answers the first one at once with the automatic reply', async () => {
    const visitor = client('203.0.113.1')
    const id = await startedBy(visitor)
    const sent = await visitor.send(id, 'My keypad says "low battery"')
    expect(sent.status).toBe(201)
    expect(sent.headers.get('cache-control')).toBe('no-store')
    const { messages } = (await sent.json()) as { messages: ChatMessage[] }
    expect(messages.map((m) => [m.seq, m.from])).toEqual([
      [1, 'visitor'],
      [2, 'agent'],
    ])
    expect(messages[0]!.text).toBe('My keypad says "low battery"')
    expect(messages[1]!.text).toContain(site.ctx.site().config.phones.supportText)
    // A second message gets no second automatic reply; reading since 2 gives only what came after.
    const second = (await (await visitor.send(id, 'Still there?', 2)).json()) as { messages: ChatMessage[] }
    expect(second.messages.map((m) => [m.seq, m.from])).toEqual([[3, 'visitor']])
    // A person's answer (written by the operator at the provider) reaches the panel's poll.
    await site.ctx.storage.chats.add(
      id,
      { from: 'agent', text: 'Hi, I am Sam.', sentAt: Date.now() },
      { maxMessagesPerConversation: 200 },
    )
    const polled = (await (await visitor.read(id, 3)).json()) as { messages: ChatMessage[] }
    expect(polled.messages).toMatchObject([{ seq: 4, from: 'agent', text: 'Hi, I am Sam.' }])
  })

  it('keeps markup as text, and refuses empty, over-long and control-character messages with words to show', async () => {
    const visitor = client('203.0.113.2')
    const id = await startedBy(visitor)
    const html = '<img src=x onerror=alert(1)>'
    const { messages } = (await (await visitor.send(id, html)).json()) as { messages: ChatMessage[] }
    expect(messages[0]!.text).toBe(html)
    for (const text of ['  ', 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1), 'bell\u0007', 7]) {
      const refused = await visitor.send(id, text)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({
        status: 'invalid',
        message: site.ctx.site().config.constants.frame.chat.sendFailed,
      })
    }
    // The JSON limit of /api holds too: 16 kB.
    expect((await visitor.send(id, 'x'.repeat(20_000))).status).toBe(413)
  })

  it('answers 404 for a conversation nobody started, or an id that is not one', async () => {
    const visitor = client('203.0.113.3')
    expect((await visitor.send('00000000-0000-4000-8000-000000000000', 'hello')).status).toBe(404)
    expect((await visitor.read('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await visitor.read('..%2F..%2Fetc')).status).toBe(404)
  })

  it('refuses a cross-site post (the same-origin rule of every /api write)', async () => {
    const visitor = client('203.0.113.4')
    const id = await startedBy(visitor)
    const refused = await visitor.send(id, 'hello', 0, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(refused.status).toBe(403)
    expect((await (await visitor.read(id)).json()) as unknown).toEqual({ messages: [] })
  })

  it('limits conversations and messages per client address (429 with Retry-After and words to show)', async () => {
    const visitor = client('203.0.113.5')
    const ids = [] as string[]
    for (let i = 0; i < 4; i++) ids.push(await startedBy(visitor))
    const fifth = await visitor.start()
    expect(fifth.status).toBe(429)
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await fifth.json()) as { message: string }).message).toBe(
      site.ctx.site().config.constants.frame.chat.limitedText,
    )
    // Messages count over every conversation of the address: spreading them gains nothing.
    for (let i = 0; i < 8; i++) expect((await visitor.send(ids[i % 4]!, `message ${i}`)).status).toBe(201)
    expect((await visitor.send(ids[0]!, 'one too many')).status).toBe(429)
    // Another address is not held back by this one.
    expect((await client('203.0.113.6').start()).status).toBe(201)
  })

  it("carries the signed-in customer's chat context key, and none for a visitor who is not signed in", async () => {
    const signedIn = client('203.0.113.7', `harbor_session=${SESSION}`)
    const first = await site.ctx.storage.chats.find(await startedBy(signedIn))
    const again = await site.ctx.storage.chats.find(await startedBy(signedIn))
    expect(first!.contextKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The same customer, the same key; it names nobody (not the number, not the e-mail).
    expect(again!.contextKey).toBe(first!.contextKey)
    expect(first!.contextKey).not.toContain('100234')
    const anonymous = await site.ctx.storage.chats.find(await startedBy(client('203.0.113.8')))
    expect(anonymous!.contextKey).toBeNull()
    const stale = await site.ctx.storage.chats.find(await startedBy(client('203.0.113.8', 'harbor_session=ended')))
    expect(stale!.contextKey).toBeNull()
  })

  it("hands the browser's login state the same key through GET /api/session, and none once the session is gone", async () => {
    const signedIn = client('203.0.113.9', `harbor_session=${SESSION}`)
    const started = await site.ctx.storage.chats.find(await startedBy(signedIn))
    const session = (await (
      await fetch(`${site.base}/api/session`, { headers: { Cookie: `harbor_session=${SESSION}` } })
    ).json()) as SessionView
    const stored = await site.ctx.storage.sessions.findSession(SESSION)
    // Spec §4.1: the login state holds the chat context key and its expiration, which is the login's.
    expect(session.chat_context_key).toBe(started!.contextKey)
    expect(session.chat_context_key_expiration).toBe(stored!.expiresAt)
    expect(session.chat_context_key).not.toContain('100234')
    const signedOut = (await (
      await fetch(`${site.base}/api/session`, { headers: { Cookie: 'harbor_session=ended' } })
    ).json()) as SessionView
    expect(signedOut).toMatchObject({ is_logged_in: false, chat_context_key: null, chat_context_key_expiration: null })
  })
})

describe("the visitor's optional contact (rater report 7, E6)", () => {
  it('keeps an e-mail or a phone with the conversation, the latest one, for the support team to read', async () => {
    const visitor = client('203.0.113.20')
    const id = await startedBy(visitor)
    const saved = await visitor.leaveContact(id, '  pat@example.com ')
    expect(saved.status).toBe(200)
    expect(saved.headers.get('cache-control')).toBe('no-store')
    expect(await saved.json()).toEqual({ saved: true })
    expect((await site.ctx.storage.chats.find(id))!.contact).toBe('pat@example.com')
    expect((await visitor.leaveContact(id, '(312) 555-0142')).status).toBe(200)
    expect((await site.ctx.storage.chats.find(id))!.contact).toBe('(312) 555-0142')
    // It is no message: the conversation's messages are unchanged.
    expect(await (await visitor.read(id)).json()).toEqual({ messages: [] })
  })

  it('refuses what is neither (with the words to show), and a conversation nobody started', async () => {
    const visitor = client('203.0.113.21')
    const id = await startedBy(visitor)
    for (const contact of ['', 'pat', 'pat@example', '555-0142', 'a@b.co\u0007', 'x'.repeat(250) + '@a.co', 42]) {
      const refused = await visitor.leaveContact(id, contact)
      expect(refused.status, String(contact)).toBe(400)
      expect(await refused.json()).toEqual({
        status: 'invalid',
        message: site.ctx.site().config.constants.frame.chat.contactInvalid,
      })
    }
    expect((await site.ctx.storage.chats.find(id))!.contact).toBeNull()
    expect((await visitor.leaveContact('00000000-0000-4000-8000-000000000000', 'pat@example.com')).status).toBe(404)
  })

  it("counts with the messages against the address's limit, and refuses a cross-site post", async () => {
    const visitor = client('203.0.113.22')
    const id = await startedBy(visitor)
    for (let i = 0; i < 8; i++) expect((await visitor.leaveContact(id, `pat${i}@example.com`)).status).toBe(200)
    expect((await visitor.leaveContact(id, 'pat@example.com')).status).toBe(429)
    expect((await visitor.send(id, 'hello')).status).toBe(429)
    const other = client('203.0.113.23')
    const otherId = await startedBy(other)
    const crossSite = await fetch(`${site.base}/api/chat/conversations/${otherId}/contact`, {
      method: 'POST',
      headers: {
        'X-Forwarded-For': '203.0.113.23',
        'Content-Type': 'application/json',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: JSON.stringify({ contact: 'pat@example.com' }),
    })
    expect(crossSite.status).toBe(403)
    expect((await site.ctx.storage.chats.find(otherId))!.contact).toBeNull()
  })
})

describe('the embedded provider itself', () => {
  const key = () => chatApiKey(site.ctx.env)
  const call = (path: string, body: unknown, apiKey?: string) =>
    fetch(site.base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(apiKey ? { ApiKey: apiKey } : {}) },
      body: JSON.stringify(body),
    })

  it('answers only the site, which holds its key', async () => {
    const before = await site.ctx.storage.chats.count()
    expect((await call('/embedded/chat/conversations', {})).status).toBe(401)
    expect((await call('/embedded/chat/conversations', {}, 'guess')).status).toBe(401)
    expect(await site.ctx.storage.chats.count()).toBe(before)
  })

  it('caps what it stores: conversations in all, messages per conversation', async () => {
    const first = await call('/tiny-chat/conversations', {}, key())
    expect(first.status).toBe(201)
    const { conversationId } = (await first.json()) as { conversationId: string }
    expect((await call('/tiny-chat/conversations', {}, key())).status).toBe(503)
    // 3 messages: the visitor's first, the automatic reply, one more; the next is refused.
    expect((await call(`/tiny-chat/conversations/${conversationId}/messages`, { text: 'one' }, key())).status).toBe(201)
    expect((await call(`/tiny-chat/conversations/${conversationId}/messages`, { text: 'two' }, key())).status).toBe(201)
    expect((await call(`/tiny-chat/conversations/${conversationId}/messages`, { text: 'three' }, key())).status).toBe(
      409,
    )
  })
})

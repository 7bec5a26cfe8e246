import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamConfigError, readUpstreamSettings } from '../../upstreams.server.ts'
import { embeddedChatRouter } from '../../embedded/chat/chatApiRouter.server.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import type { ServerContext } from '../../ServerContext.server.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { chatProviderOf } from '../chatProviderClient.server.ts'

/**
 * CHAT_API_URL and CHAT_API_KEY switch the site from its embedded chat to the company's provider: the same client,
 * the same paths and ApiKey header, another base URL. The "real" provider here is another server speaking the API.
 */
const site = realSite()
const remoteStorage = openSqliteStorage(':memory:')
const siteStorage = openSqliteStorage(':memory:')
let remote: Server
let remoteBase: string

const contextFor = (env: NodeJS.ProcessEnv): ServerContext => ({
  site: () => site,
  upstreams: readUpstreamSettings(env, 'http://127.0.0.1:9'),
  storage: siteStorage,
  root: '.',
  env,
  production: false,
})

beforeAll(async () => {
  const app = express()
  // The company's provider, with its own key; and a path that redirects, as a misconfigured proxy might.
  app.get('/moved/conversations/:id/messages', (_req, res) => res.redirect(302, 'https://elsewhere.example/steal'))
  app.use('/v1', embeddedChatRouter({ ...contextFor({ CHAT_API_KEY: 'company-key' }), storage: remoteStorage }))
  remote = createServer(app)
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
  remoteBase = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`
})
afterAll(async () => {
  remote.close()
  await remoteStorage.close()
  await siteStorage.close()
})

describe('the chat provider chosen by the environment', () => {
  it('is the embedded default without CHAT_API_URL, and a URL without its key stops the server', () => {
    expect(readUpstreamSettings({}, 'http://127.0.0.1:3000').chat).toMatchObject({
      mode: 'embedded',
      baseUrl: 'http://127.0.0.1:3000/embedded/chat',
    })
    expect(() => readUpstreamSettings({ CHAT_API_URL: 'https://chat.example.com' })).toThrow(UpstreamConfigError)
  })

  it('talks to the company provider at CHAT_API_URL with CHAT_API_KEY, through the same client', async () => {
    const provider = chatProviderOf(contextFor({ CHAT_API_URL: `${remoteBase}/v1`, CHAT_API_KEY: 'company-key' }))
    const started = await provider.start('ctx-key')
    expect(started.ok).toBe(true)
    const id = started.ok ? started.conversationId : ''
    expect((await remoteStorage.chats.find(id))?.contextKey).toBe('ctx-key')
    const sent = await provider.send(id, 'Hello')
    expect(sent.ok && sent.messages.map((m) => m.from)).toEqual(['visitor', 'agent'])
    const since = await provider.since(id, 1)
    expect(since.ok && since.messages.map((m) => m.seq)).toEqual([2])
    expect(await provider.since('no-such-conversation', 0)).toEqual({ ok: false, reason: 'not_found' })
  })

  it('counts a wrong key, an unreachable provider and a redirect as unavailable (never following the redirect)', async () => {
    const wrongKey = chatProviderOf(contextFor({ CHAT_API_URL: `${remoteBase}/v1`, CHAT_API_KEY: 'guess' }))
    expect(await wrongKey.start(null)).toEqual({ ok: false, reason: 'unavailable' })
    const away = chatProviderOf(contextFor({ CHAT_API_URL: 'http://127.0.0.1:9', CHAT_API_KEY: 'company-key' }))
    expect(await away.start(null)).toEqual({ ok: false, reason: 'unavailable' })
    const moved = chatProviderOf(contextFor({ CHAT_API_URL: `${remoteBase}/moved`, CHAT_API_KEY: 'company-key' }))
    expect(await moved.since('abc', 0)).toEqual({ ok: false, reason: 'unavailable' })
  })
})

import { randomUUID } from 'node:crypto'
import { Router, json, type Response } from 'express'
import { checkChatContact, checkChatText } from '../../../services/chat/index.ts'
import type { ServerContext } from '../../ServerContext.server.ts'
import type { ChatStoreCaps } from '../../storage/repositories/chatStore.server.ts'
import { chatApiKey } from '../../chat/chatProviderClient.server.ts'
import { requireApiKey } from '../requestHelpers.server.ts'
import { automaticReply } from './embeddedAgent.server.ts'

const DAY_MS = 86_400_000

/**
 * What the embedded chat keeps: about 5,000 conversations of at most 200 messages of at most 1,000 characters
 * (a few hundred MB at the very worst, far less in practice), each deleted a week after its last message.
 */
export const DEFAULT_CHAT_STORE_CAPS: ChatStoreCaps = {
  maxConversations: 5_000,
  maxMessagesPerConversation: 200,
  idleMs: 7 * DAY_MS,
}

export interface EmbeddedChatOptions {
  caps?: ChatStoreCaps
  now?: () => number
}

/**
 * The customer chat provider's embedded default (see chatProviderClient.server.ts for its API): conversations on
 * the site's database, and an agent that answers each first message at once (embeddedAgent.server.ts). A person
 * answers later in the same conversation (an operator's reply is a message `from: 'agent'`). Only the site calls
 * it: every route demands the provider's ApiKey (CHAT_API_KEY, else the process's own).
 */
export function embeddedChatRouter(ctx: ServerContext, options: EmbeddedChatOptions = {}): Router {
  const caps = options.caps ?? DEFAULT_CHAT_STORE_CAPS
  const now = options.now ?? Date.now
  const chats = ctx.storage.chats
  const router = Router()
  router.use(
    requireApiKey(() => chatApiKey(ctx.env)),
    json({ limit: '16kb' }),
  )

  router.post('/conversations', async (req, res) => {
    const given = (req.body as { contextKey?: unknown } | undefined)?.contextKey
    const contextKey = typeof given === 'string' && given.length <= 200 ? given : null
    const conversationId = randomUUID()
    if (!(await chats.start({ id: conversationId, contextKey, createdAt: now() }, caps)))
      return void res.status(503).json({ Status: 'Error', Message: 'No new conversation can start now.' })
    res.status(201).json({ conversationId })
  })

  router.post('/conversations/:id/messages', async (req, res) => {
    const checked = checkChatText((req.body as { text?: unknown } | undefined)?.text)
    if (!checked.ok) return void res.status(400).json({ Status: 'Error', Message: `Invalid text: ${checked.problem}.` })
    const added = await chats.add(req.params.id, { from: 'visitor', text: checked.text, sentAt: now() }, caps)
    if (added.kind !== 'added') return refuse(res, added.kind)
    const messages = [added.message]
    if (added.message.seq === 1) {
      const at = now()
      const reply = await chats.add(
        req.params.id,
        { from: 'agent', text: automaticReply(ctx.site().config), sentAt: at },
        caps,
      )
      if (reply.kind === 'added') messages.push(reply.message)
    }
    res.status(201).json({ messages })
  })

  // The visitor's optional e-mail or phone, kept with the conversation for the support team (`npm run chats show`).
  router.post('/conversations/:id/contact', async (req, res) => {
    const checked = checkChatContact((req.body as { contact?: unknown } | undefined)?.contact)
    if (!checked.ok)
      return void res.status(400).json({ Status: 'Error', Message: `Invalid contact: ${checked.problem}.` })
    if (!(await chats.setContact(req.params.id, checked.contact.value))) return refuse(res, 'not_found')
    res.json({ saved: true })
  })

  router.get('/conversations/:id/messages', async (req, res) => {
    const since = Number(req.query.since ?? 0)
    const messages = await chats.since(req.params.id, Number.isInteger(since) && since >= 0 ? since : 0)
    if (!messages) return refuse(res, 'not_found')
    res.json({ messages })
  })
  return router
}

function refuse(res: Response, why: 'not_found' | 'full'): void {
  if (why === 'not_found') res.status(404).json({ Status: 'Error', Message: 'No such conversation.' })
  else res.status(409).json({ Status: 'Error', Message: 'This conversation holds no more messages.' })
}

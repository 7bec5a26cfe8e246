import { Router, type Request, type Response } from 'express'
import {
  type ChatContactAnswer,
  type ChatErrorAnswer,
  type ChatMessagesAnswer,
  type ChatStartAnswer,
  chatMessagesFrom,
  checkChatContact,
  checkChatText,
} from '../../services/chat/index.ts'
import type { ServerContext } from '../ServerContext.server.ts'
import { clientKeyOf } from '../leads/intakeLimits.server.ts'
import { type ChatProvider, type ProviderAnswer, chatProviderOf } from './chatProviderClient.server.ts'
import { chatContextKeyOf } from './chatContextKey.server.ts'
import { type ChatLimits, chatLimitsFromEnv, createChatLimits } from './chatLimits.server.ts'

/** A conversation id as the providers hand them out (the embedded one's are UUIDs); anything else is no conversation. */
const CONVERSATION_ID = /^[A-Za-z0-9_-]{1,100}$/

export interface ChatRouterOptions {
  provider?: ChatProvider
  limits?: ChatLimits
}

/**
 * The browser's chat endpoints (contract: services/chat/contract.ts), relaying to the chat provider with its key.
 * Here the site holds what the provider cannot: the client's address for the per-client limits, the visitor's
 * session for the chat context key, and the same-origin rule every /api write has (apiRouter). The conversation id
 * is the visitor's only handle on a conversation: random, never listed, so nobody reads another's.
 */
export function chatRouter(ctx: ServerContext, options: ChatRouterOptions = {}): Router {
  const provider = options.provider ?? chatProviderOf(ctx)
  const limits = options.limits ?? createChatLimits(chatLimitsFromEnv(ctx.env), ctx.rateLimits)
  const texts = () => ctx.site().config.constants.frame.chat
  const router = Router()
  router.use('/chat', (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })

  router.post('/chat/conversations', async (req, res) => {
    if (!(await limits.conversations.allows(clientKeyOf(req))))
      return refuse(res, 429, 'limited', texts().limitedText, limits.conversations.windowMs)
    const started = await provider.start(await chatContextKeyOf(ctx, req))
    if (!started.ok) return refuse(res, 503, 'unavailable', texts().sendFailed)
    res.status(201).json({ conversationId: started.conversationId } satisfies ChatStartAnswer)
  })

  /**
   * The conversation a visitor's write (a message, a contact) goes to: its id when well formed, the body taken by its
   * check and the address within the message limit (messages and contacts count together); else null, refused.
   */
  const writableConversation = async (
    req: Request,
    res: Response,
    bodyTaken: boolean,
    invalidText: string,
  ): Promise<string | null> => {
    const id = conversationIdOf(req)
    if (!id) refuse(res, 404, 'not_found', texts().sendFailed)
    else if (!bodyTaken) refuse(res, 400, 'invalid', invalidText)
    else if (!(await limits.messages.allows(clientKeyOf(req))))
      refuse(res, 429, 'limited', texts().limitedText, limits.messages.windowMs)
    else return id
    return null
  }

  router.post('/chat/conversations/:id/messages', async (req, res) => {
    const checked = checkChatText((req.body as { text?: unknown } | undefined)?.text)
    const id = await writableConversation(req, res, checked.ok, texts().sendFailed)
    if (!id || !checked.ok) return
    const sent = await provider.send(id, checked.text)
    if (!sent.ok) return answerFailure(res, sent, texts())
    // Every message after the panel's last one: the reply that came with this one and any a person wrote meanwhile.
    const since = sinceOf(req)
    const after = await provider.since(id, since)
    const messages = after.ok ? after.messages : sent.messages
    res
      .status(201)
      .json({ messages: chatMessagesFrom(messages).filter((m) => m.seq > since) } satisfies ChatMessagesAnswer)
  })

  // The visitor's optional e-mail or phone (asked while no agent is on the phone line): checked here and by the
  // provider, counted with the messages (the same abuse limit), only stored. Nothing here sends anything to it.
  router.post('/chat/conversations/:id/contact', async (req, res) => {
    const checked = checkChatContact((req.body as { contact?: unknown } | undefined)?.contact)
    const id = await writableConversation(req, res, checked.ok, texts().contactInvalid)
    if (!id || !checked.ok) return
    const saved = await provider.saveContact(id, checked.contact.value)
    if (!saved.ok) return answerFailure(res, saved, texts())
    res.json({ saved: true } satisfies ChatContactAnswer)
  })

  router.get('/chat/conversations/:id/messages', async (req, res) => {
    const id = conversationIdOf(req)
    if (!id) return refuse(res, 404, 'not_found', texts().sendFailed)
    const after = await provider.since(id, sinceOf(req))
    if (!after.ok) return answerFailure(res, after, texts())
    res.json({ messages: chatMessagesFrom(after.messages) } satisfies ChatMessagesAnswer)
  })
  return router
}

function conversationIdOf(req: Request): string | null {
  const id = req.params.id
  return typeof id === 'string' && CONVERSATION_ID.test(id) ? id : null
}

function sinceOf(req: Request): number {
  const since = Number(req.query.since ?? 0)
  return Number.isInteger(since) && since >= 0 ? since : 0
}

function answerFailure(
  res: Response,
  failure: Extract<ProviderAnswer<object>, { ok: false }>,
  texts: { sendFailed: string; limitedText: string },
): void {
  if (failure.reason === 'not_found') return refuse(res, 404, 'not_found', texts.sendFailed)
  if (failure.reason === 'full') return refuse(res, 429, 'limited', texts.limitedText)
  refuse(res, 503, 'unavailable', texts.sendFailed)
}

function refuse(
  res: Response,
  code: number,
  status: ChatErrorAnswer['status'],
  message: string,
  retryMs?: number,
): void {
  if (retryMs) res.set('Retry-After', String(Math.ceil(retryMs / 1000)))
  res.status(code).json({ status, message } satisfies ChatErrorAnswer)
}

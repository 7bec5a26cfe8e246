import { type Limiter, type WindowLimit, limiter } from '../rateLimits/hitCounter.server.ts'
import { type RateLimitBackend, memoryRateLimits } from '../rateLimits/rateLimitBackend.server.ts'
import { windowLimitFromEnv } from '../rateLimits/windowLimitFromEnv.server.ts'

const MINUTE_MS = 60_000

/**
 * The chat's limits per client address (docs/threat-model.md): new conversations, and messages over every
 * conversation of the client (a new conversation per message gains nothing). Generous, since a household or an
 * office shares one address; the store's own caps (ChatStoreCaps) bound the disk whatever the addresses.
 */
export interface ChatLimitSettings {
  conversationsPerClient: WindowLimit
  messagesPerClient: WindowLimit
}

export const DEFAULT_CHAT_LIMITS: ChatLimitSettings = {
  conversationsPerClient: { limit: 10, windowMs: 60 * MINUTE_MS },
  messagesPerClient: { limit: 60, windowMs: 10 * MINUTE_MS },
}

export class ChatLimitsConfigError extends Error {}

/**
 * DEFAULT_CHAT_LIMITS with the counts from CHAT_LIMIT_CONVERSATIONS_PER_CLIENT and CHAT_LIMIT_MESSAGES_PER_CLIENT
 * when set (the windows stay): for deployments where many visitors share an address, and the browser tests.
 */
export function chatLimitsFromEnv(env: NodeJS.ProcessEnv): ChatLimitSettings {
  const count = (name: string, fallback: WindowLimit) => windowLimitFromEnv(env, name, fallback, ChatLimitsConfigError)
  return {
    conversationsPerClient: count('CHAT_LIMIT_CONVERSATIONS_PER_CLIENT', DEFAULT_CHAT_LIMITS.conversationsPerClient),
    messagesPerClient: count('CHAT_LIMIT_MESSAGES_PER_CLIENT', DEFAULT_CHAT_LIMITS.messagesPerClient),
  }
}

export interface ChatLimits {
  conversations: Limiter
  messages: Limiter
}

/**
 * The limits, counted where `backend` counts (memory, or Redis shared by every instance). While a shared counter
 * fails they allow: a customer's chat is not refused for want of a count, and the store's caps still hold.
 */
export function createChatLimits(
  settings: ChatLimitSettings = DEFAULT_CHAT_LIMITS,
  backend: RateLimitBackend = memoryRateLimits,
  now: () => number = Date.now,
): ChatLimits {
  const onFailure = (error: unknown) => console.error(`chat limit not counted: ${(error as Error).message}`)
  const make = (name: string, limit: WindowLimit) =>
    limiter(limit, backend.counter(name, limit.windowMs, now), { whenCounterFails: 'allow', onFailure })
  return {
    conversations: make('chat-conversations-per-client', settings.conversationsPerClient),
    messages: make('chat-messages-per-client', settings.messagesPerClient),
  }
}

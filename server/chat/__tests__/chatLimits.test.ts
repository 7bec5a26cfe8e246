import { describe, expect, it } from 'vitest'
import {
  ChatLimitsConfigError,
  DEFAULT_CHAT_LIMITS,
  chatLimitsFromEnv,
  createChatLimits,
} from '../chatLimits.server.ts'

describe('the chat limits per client address', () => {
  it('take their counts from the environment, keeping the windows, and refuse nonsense at start', () => {
    expect(chatLimitsFromEnv({})).toEqual(DEFAULT_CHAT_LIMITS)
    expect(chatLimitsFromEnv({ CHAT_LIMIT_MESSAGES_PER_CLIENT: '500' }).messagesPerClient).toEqual({
      limit: 500,
      windowMs: DEFAULT_CHAT_LIMITS.messagesPerClient.windowMs,
    })
    expect(() => chatLimitsFromEnv({ CHAT_LIMIT_CONVERSATIONS_PER_CLIENT: '0' })).toThrow(ChatLimitsConfigError)
    expect(() => chatLimitsFromEnv({ CHAT_LIMIT_MESSAGES_PER_CLIENT: 'many' })).toThrow(ChatLimitsConfigError)
  })

  it('count per address in fixed windows: refused past the limit, allowed again once the window passed', async () => {
    let now = 0
    const limits = createChatLimits(
      { conversationsPerClient: { limit: 2, windowMs: 60_000 }, messagesPerClient: { limit: 3, windowMs: 60_000 } },
      undefined,
      () => now,
    )
    expect([await limits.conversations.allows('a'), await limits.conversations.allows('a')]).toEqual([true, true])
    expect(await limits.conversations.allows('a')).toBe(false)
    expect(await limits.conversations.allows('b')).toBe(true)
    now = 60_000
    expect(await limits.conversations.allows('a')).toBe(true)
  })
})

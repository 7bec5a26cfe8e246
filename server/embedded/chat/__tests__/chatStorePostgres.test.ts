import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestPostgres, startPostgres } from '../../../../tests/support/postgres.ts'
import { openPostgresStorage, type SiteStorage } from '../../../storage/siteStorage.server.ts'

/**
 * The embedded chat on PostgreSQL (DATABASE_URL), two instances of the site on one database: messages sent at once
 * through both are numbered without a gap or a repeat, and the store's cap holds across them. Fails, never skips,
 * without PostgreSQL (tests/support/postgres.ts).
 */
let postgres: TestPostgres
let a: SiteStorage
let b: SiteStorage
const caps = { maxConversations: 3, maxMessagesPerConversation: 100, idleMs: 86_400_000 }

beforeAll(async () => {
  postgres = await startPostgres()
  const url = await postgres.createDatabase('chat_store')
  a = await openPostgresStorage(url)
  b = await openPostgresStorage(url)
}, 120_000)
afterAll(async () => {
  await a?.close()
  await b?.close()
  await postgres?.stop()
})

describe('ChatStore on PostgreSQL, two instances', () => {
  it('numbers 20 messages sent at once through both 1 to 20, and reads them alike on each', async () => {
    await a.chats.start({ id: 'shared', contextKey: 'k', createdAt: 1_000 }, caps)
    const sends = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? a : b).chats.add('shared', { from: 'visitor', text: `m${i}`, sentAt: 2_000 + i }, caps),
    )
    const added = await Promise.all(sends)
    expect(added.every((result) => result.kind === 'added')).toBe(true)
    const seen = (await b.chats.since('shared', 0))!.map((m) => m.seq)
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(await a.chats.since('shared', 18)).toHaveLength(2)
    // Nothing after the last message is an empty list; a conversation nobody started is none.
    expect(await a.chats.since('shared', 20)).toEqual([])
    expect(await a.chats.since('nobody', 0)).toBeNull()
    expect((await a.chats.recent(5))[0]).toMatchObject({
      id: 'shared',
      messages: 20,
      lastFrom: 'visitor',
      contextKey: 'k',
    })
  })

  it('keeps the conversation cap when both start conversations at once', async () => {
    const starts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).chats.start({ id: `c${i}`, contextKey: null, createdAt: 5_000 }, caps),
      ),
    )
    // 'shared' holds one place of 3.
    expect(starts.filter(Boolean)).toHaveLength(2)
    expect(await a.chats.count()).toBe(3)
  })
})

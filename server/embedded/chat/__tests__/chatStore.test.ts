import { afterEach, describe, expect, it } from 'vitest'
import { openSqliteStorage, type SiteStorage } from '../../../storage/siteStorage.server.ts'

const caps = { maxConversations: 2, maxMessagesPerConversation: 5, idleMs: 60_000 }
let storage: SiteStorage | undefined
afterEach(async () => {
  await storage?.close()
})

describe('ChatStore (the embedded chat on the site database)', () => {
  it('numbers messages 1, 2, 3 … per conversation and reads those after N', async () => {
    storage = openSqliteStorage(':memory:')
    const chats = storage.chats
    expect(await chats.start({ id: 'a', contextKey: 'k', createdAt: 1_000 }, caps)).toBe(true)
    expect(await chats.start({ id: 'b', contextKey: null, createdAt: 1_000 }, caps)).toBe(true)
    await chats.add('a', { from: 'visitor', text: 'one', sentAt: 1_001 }, caps)
    await chats.add('b', { from: 'visitor', text: 'other', sentAt: 1_001 }, caps)
    await chats.add('a', { from: 'agent', text: 'two', sentAt: 1_002 }, caps)
    expect(await chats.since('a', 0)).toEqual([
      { seq: 1, from: 'visitor', text: 'one', sentAt: 1_001 },
      { seq: 2, from: 'agent', text: 'two', sentAt: 1_002 },
    ])
    expect((await chats.since('a', 1))!.map((m) => m.text)).toEqual(['two'])
    expect(await chats.since('nobody', 0)).toBeNull()
    expect(await chats.add('nobody', { from: 'visitor', text: 'x', sentAt: 1 }, caps)).toEqual({ kind: 'not_found' })
    expect(await chats.find('a')).toEqual({ id: 'a', contextKey: 'k', createdAt: 1_000, contact: null })
    // The e-mail or phone a visitor leaves (rater report 7, E6): kept with its conversation, the latest one.
    expect(await chats.setContact('a', 'pat@example.com')).toBe(true)
    expect(await chats.setContact('a', '(312) 555-0142')).toBe(true)
    expect(await chats.setContact('nobody', 'pat@example.com')).toBe(false)
    expect((await chats.find('a'))!.contact).toBe('(312) 555-0142')
    expect((await chats.find('b'))!.contact).toBeNull()
  })

  it('refuses a conversation past the cap until idle ones are deleted (a fixed clock, no waiting)', async () => {
    storage = openSqliteStorage(':memory:')
    const chats = storage.chats
    await chats.start({ id: 'old', contextKey: null, createdAt: 0 }, caps)
    await chats.start({ id: 'busy', contextKey: null, createdAt: 0 }, caps)
    await chats.add('busy', { from: 'visitor', text: 'still here', sentAt: 50_000 }, caps)
    expect(await chats.start({ id: 'new', contextKey: null, createdAt: 30_000 }, caps)).toBe(false)
    // 'old' has been idle for more than a minute at 60,001; 'busy' spoke at 50,000 and stays.
    expect(await chats.start({ id: 'new', contextKey: null, createdAt: 60_001 }, caps)).toBe(true)
    expect(await chats.find('old')).toBeNull()
    expect((await chats.since('busy', 0))!.map((m) => m.text)).toEqual(['still here'])
    expect(await chats.count()).toBe(2)
  })

  it("refuses a message past the conversation's cap", async () => {
    storage = openSqliteStorage(':memory:')
    const chats = storage.chats
    await chats.start({ id: 'a', contextKey: null, createdAt: 0 }, caps)
    for (let i = 1; i <= 5; i++)
      expect((await chats.add('a', { from: 'visitor', text: `${i}`, sentAt: i }, caps)).kind).toBe('added')
    expect(await chats.add('a', { from: 'visitor', text: '6', sentAt: 6 }, caps)).toEqual({ kind: 'full' })
  })
})

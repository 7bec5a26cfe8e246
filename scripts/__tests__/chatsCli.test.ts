import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqliteStorage, type SiteStorage } from '../../server/storage/siteStorage.server.ts'
import { runChatsCommand } from '../lib/chatsCli.ts'

const caps = { maxConversations: 10, maxMessagesPerConversation: 10, idleMs: 86_400_000 }
let storage: SiteStorage
beforeEach(async () => {
  storage = openSqliteStorage(':memory:')
  await storage.chats.start({ id: 'conv-1', contextKey: null, createdAt: 1_000 }, caps)
  await storage.chats.add('conv-1', { from: 'visitor', text: 'Hello\n\u001b[2Jcleared?', sentAt: 2_000 }, caps)
})
afterEach(async () => {
  await storage.close()
})

describe("npm run chats (the support team's side of the embedded chat)", () => {
  it('lists who is waiting, shows a conversation terminal-safe, and answers it as a person', async () => {
    expect((await runChatsCommand(storage.chats, ['list'])).output).toBe(
      'conv-1  1970-01-01T00:00:02.000Z  1 messages  waiting',
    )
    const shown = await runChatsCommand(storage.chats, ['show', 'conv-1'])
    expect(shown.output).toContain('1. 1970-01-01T00:00:02.000Z visitor: Hello')
    // The escape sequence a visitor typed prints as text, never clears the operator's screen.
    expect(shown.output).toContain('\\u001b[2Jcleared?')
    expect(shown.output).not.toContain('\u001b')
    // No contact left: no contact line. One left (the night's optional field): shown, for an answer by hand.
    expect(shown.output).not.toContain('contact')
    await storage.chats.setContact('conv-1', 'pat@example.com')
    expect((await runChatsCommand(storage.chats, ['show', 'conv-1'])).output).toContain(
      'contact left by the visitor: pat@example.com',
    )
    const replied = await runChatsCommand(storage.chats, ['reply', 'conv-1', 'Hi,', 'I', 'am', 'Sam.'], 3_000)
    expect(replied).toEqual({ output: 'sent as message 2 of conv-1', exitCode: 0 })
    // What the visitor's panel reads at its next poll.
    expect(await storage.chats.since('conv-1', 1)).toEqual([
      { seq: 2, from: 'agent', text: 'Hi, I am Sam.', sentAt: 3_000 },
    ])
    expect((await runChatsCommand(storage.chats, ['list'])).output).not.toContain('waiting')
  })

  it('says what is wrong: no such conversation, nothing to send, an unknown command', async () => {
    expect(await runChatsCommand(storage.chats, ['reply', 'nobody', 'hi'])).toEqual({
      output: 'no conversation "nobody"',
      exitCode: 1,
    })
    expect((await runChatsCommand(storage.chats, ['reply', 'conv-1'])).exitCode).toBe(2)
    const wrong = (await runChatsCommand(storage.chats, ['dance'])).output
    expect(wrong).toMatch(/^unknown command "dance"\nusage:/)
    // The usage's lines print as lines, not as one line with its newlines written out.
    expect(wrong).toContain('\n       npm run chats -- show <conversationId>\n')
    expect(wrong).not.toContain('\\u000a')
    expect(await runChatsCommand(storage.chats, ['list', '--limit', '2.5'])).toMatchObject({ exitCode: 2 })
    expect((await runChatsCommand(storage.chats, ['list', '--limit'])).output).toMatch(
      /^--limit needs a positive whole number\nusage:/,
    )
  })
})

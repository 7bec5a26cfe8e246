import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../contract.ts'
import { CHAT_CONTACT_MAX_CHARS, checkChatContact } from '../contact.ts'
import { unreadReplies } from '../unread.ts'

describe("checkChatContact (the chat's optional e-mail or phone, rater report 7 E6)", () => {
  it('takes one e-mail address or one 10-digit US phone number, trimmed, and says which', () => {
    expect(checkChatContact('  pat@example.com ')).toEqual({
      ok: true,
      contact: { kind: 'email', value: 'pat@example.com' },
    })
    for (const phone of ['(312) 555-0142', '312-555-0142', '3125550142', '312 555 0142'])
      expect(checkChatContact(phone)).toEqual({ ok: true, contact: { kind: 'phone', value: phone } })
  })

  it('says empty for nothing (the field is optional) and invalid for anything else', () => {
    for (const nothing of ['', '   ', undefined, null])
      expect(checkChatContact(nothing)).toEqual({ ok: false, problem: 'empty' })
    for (const wrong of [
      'pat',
      'pat@example',
      'a@b.com, c@d.com',
      '555-0142',
      '(012) 555-0142',
      '312555014299',
      'pat@exa\u0007mple.com',
      `${'x'.repeat(CHAT_CONTACT_MAX_CHARS)}@example.com`,
      42,
    ])
      expect(checkChatContact(wrong), String(wrong)).toEqual({ ok: false, problem: 'invalid' })
  })
})

describe('unreadReplies', () => {
  const message = (seq: number, from: ChatMessage['from']): ChatMessage => ({ seq, from, text: `m${seq}`, sentAt: seq })

  it("counts the support side's messages after the last one the panel showed, never the visitor's own", () => {
    const thread = [message(1, 'visitor'), message(2, 'agent'), message(3, 'visitor'), message(4, 'agent')]
    expect(unreadReplies(thread, 0)).toBe(2)
    expect(unreadReplies(thread, 2)).toBe(1)
    expect(unreadReplies(thread, 3)).toBe(1)
    expect(unreadReplies(thread, 4)).toBe(0)
    expect(unreadReplies([...thread, message(5, 'visitor')], 4)).toBe(0)
    expect(unreadReplies([], 0)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGE_MAX_CHARS, chatMessagesFrom, checkChatText } from '../index.ts'

describe('checkChatText (what a visitor may send)', () => {
  it('keeps the trimmed text, line breaks and markup as typed (markup is text, never HTML)', () => {
    expect(checkChatText('  Hello\r\nmy <b>alarm</b> beeps\t!  ')).toEqual({
      ok: true,
      text: 'Hello\nmy <b>alarm</b> beeps\t!',
    })
  })

  it('refuses nothing to send, too long a text and control characters', () => {
    expect(checkChatText('   ')).toEqual({ ok: false, problem: 'empty' })
    expect(checkChatText(42)).toEqual({ ok: false, problem: 'empty' })
    expect(checkChatText('x'.repeat(CHAT_MESSAGE_MAX_CHARS)).ok).toBe(true)
    expect(checkChatText('x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1))).toEqual({ ok: false, problem: 'too_long' })
    expect(checkChatText('title\u001b]0;pwned\u0007')).toEqual({ ok: false, problem: 'control' })
    expect(checkChatText('c1\u009bcontrol')).toEqual({ ok: false, problem: 'control' })
  })

  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    expect(checkChatText('🙂'.repeat(CHAT_MESSAGE_MAX_CHARS)).ok).toBe(true)
  })
})

describe('chatMessagesFrom (an answer read defensively)', () => {
  it('keeps well-formed messages and drops the rest', () => {
    const good = { seq: 1, from: 'agent', text: 'Hi', sentAt: 5 }
    expect(
      chatMessagesFrom([
        good,
        { seq: '2', from: 'agent', text: 'x', sentAt: 1 },
        { seq: 3, from: 'bot', text: 'x', sentAt: 1 },
        null,
      ]),
    ).toEqual([good])
    expect(chatMessagesFrom({ messages: [] })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { realSite } from '../../../../tests/support/realSite.ts'
import { automaticReply } from '../embeddedAgent.server.ts'

const { config } = realSite()
const chat = config.constants.frame.chat

describe("the embedded agent's automatic reply", () => {
  it('says a person answers here within minutes, and offers the text line', () => {
    const reply = automaticReply(config)
    expect(chat.autoReply).toContain('{{textNumber}}')
    expect(reply).toBe(chat.autoReply.replace('{{textNumber}}', config.phones.supportText))
    expect(reply).toContain('within a few minutes')
    expect(reply).not.toContain('{{')
  })

  it('promises no support hours: chat is answered 24/7 (spec), unlike the phone line', () => {
    expect(automaticReply(config)).not.toContain(config.hours.texts.support)
  })
})

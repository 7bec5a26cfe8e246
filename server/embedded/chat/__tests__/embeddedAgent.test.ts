import { describe, expect, it } from 'vitest'
import { realSite } from '../../../../tests/support/realSite.ts'
import { automaticReply } from '../embeddedAgent.server.ts'

const { config } = realSite()
const chat = config.constants.frame.chat

/** An instant given as Chicago wall time (November: CST, UTC-6). */
const central = (isoLocal: string) => Date.parse(`${isoLocal}-06:00`)

describe('the embedded agent\'s automatic reply, by support hours (hours.json, reading "b")', () => {
  it('during support hours: a person answers here within minutes, and the text line is offered', () => {
    const reply = automaticReply(config, central('2026-11-24T10:00:00')) // a Tuesday
    expect(chat.autoReplyOpen).toContain('{{textNumber}}')
    expect(reply).toBe(chat.autoReplyOpen.replace('{{textNumber}}', config.phones.supportText))
    expect(reply).toContain('within a few minutes')
  })

  it('on a weekday night: tomorrow at the opening, with the support hours and the text line', () => {
    const reply = automaticReply(config, central('2026-11-24T21:30:00'))
    expect(reply).toContain('a person will answer here tomorrow at 8 AM CT')
    expect(reply).toContain(config.hours.texts.support)
    expect(reply).toContain(config.phones.supportText)
    expect(reply).not.toContain('{{')
  })

  it('early in the morning: today at the opening', () => {
    expect(automaticReply(config, central('2026-11-24T06:15:00'))).toContain('answer here today at 8 AM CT')
  })

  it('on Saturday night: Monday, Sunday being closed', () => {
    expect(automaticReply(config, central('2026-11-28T21:00:00'))).toContain('answer here on Monday at 8 AM CT')
  })

  it('on a closed date (Thanksgiving): the next open day, never the holiday itself', () => {
    const thanksgiving = central('2026-11-26T11:00:00')
    expect(automaticReply(config, thanksgiving)).toContain('answer here tomorrow at 8 AM CT')
  })
})

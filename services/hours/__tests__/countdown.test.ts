import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { HoursConfig } from '../../../schemas/generated/hours.ts'
import { formatCountdown, secondsLeftInWindow } from '../countdown.ts'
import { isOfferHours } from '../index.ts'

const hours = JSON.parse(
  readFileSync(new URL('../../../site-config/hours.json', import.meta.url), 'utf8'),
) as HoursConfig
const at = (iso: string) => new Date(iso).getTime()

describe('secondsLeftInWindow (the offer countdown, spec 4.10)', () => {
  it('counts to the end of the offer window, 21:00 Chicago, in winter and summer', () => {
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-11-23T14:00:00-06:00'))).toBe(7 * 3600)
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-11-28T20:59:30-06:00'))).toBe(30)
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-07-06T18:30:15-05:00'))).toBe(
      2 * 3600 + 29 * 60 + 45,
    )
  })

  it('is null outside the window: before 13:00, from 21:00 on, and on Sunday', () => {
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-11-23T12:59:59-06:00'))).toBeNull()
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-11-23T21:00:00-06:00'))).toBeNull()
    expect(secondsLeftInWindow(hours.offer, hours.timezone, at('2026-11-29T15:00:00-06:00'))).toBeNull()
  })

  it('agrees with isOfferHours at every quarter hour of a week', () => {
    const start = at('2026-11-23T00:00:00-06:00')
    for (let t = start; t < start + 7 * 86_400_000; t += 15 * 60_000) {
      expect(secondsLeftInWindow(hours.offer, hours.timezone, t) !== null).toBe(isOfferHours(hours, t))
    }
  })
})

describe('formatCountdown', () => {
  it('writes hours, then two-digit minutes and seconds', () => {
    expect(formatCountdown(7 * 3600)).toBe('7:00:00')
    expect(formatCountdown(3725)).toBe('1:02:05')
    expect(formatCountdown(-3)).toBe('0:00:00')
  })
})

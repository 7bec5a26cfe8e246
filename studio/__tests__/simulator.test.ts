import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { REAL_VISITOR, simulatedMoment, simulatedQuery, visitorOverrides } from '../client/Simulator.tsx'

const ZONE = 'America/Chicago'

describe('the preview simulator', () => {
  // A Wednesday afternoon in Chicago.
  const today = DateTime.fromISO('2026-11-25T15:30', { zone: ZONE })

  it('keeps the real clock until a day is chosen', () => {
    expect(simulatedMoment(REAL_VISITOR, today)).toBeNull()
    expect(visitorOverrides(REAL_VISITOR, null).now).toBeUndefined()
  })

  it.each([
    [7, '11:00', '2026-11-29T11:00'],
    [3, '09:15', '2026-11-25T09:15'],
    [1, '22:00', '2026-11-30T22:00'],
  ])('weekday %i at %s is %s in Chicago', (weekday, time, expected) => {
    const moment = simulatedMoment({ weekday, time }, today)!
    expect(
      DateTime.fromMillis(moment, { zone: ZONE }).toISO({
        suppressSeconds: true,
        includeOffset: false,
        suppressMilliseconds: true,
      }),
    ).toBe(expected)
  })

  it('a calendar date wins over the weekday, at the given time in Chicago', () => {
    const moment = simulatedMoment({ weekday: 7, date: '2026-12-24', time: '21:30' }, today)!
    expect(
      DateTime.fromMillis(moment, { zone: ZONE }).toISO({ includeOffset: false, suppressMilliseconds: true }),
    ).toBe('2026-12-24T21:30:00')
    expect(simulatedMoment({ ...REAL_VISITOR, date: '2026-12-24' }, today)).not.toBeNull()
  })

  it('puts UTM values, utm_ads and app mode in the query the page is resolved with', () => {
    const query = simulatedQuery({ ...REAL_VISITOR, utmSource: 'google', utmAds: 'lowcost-envir', app: true })
    expect(new URLSearchParams(query).get('utm_source')).toBe('google')
    expect(new URLSearchParams(query).get('utm_ads')).toBe('lowcost-envir')
    expect(new URLSearchParams(query).get('app')).toBe('true')
    expect(simulatedQuery(REAL_VISITOR)).toBe('')
  })

  it('gives the blocks a signed-in session and the lead-sent mark when asked', () => {
    const signedIn = visitorOverrides({ ...REAL_VISITOR, signedIn: true, leadSubmitted: true }, 0)
    expect(signedIn.session?.is_logged_in).toBe(true)
    expect(signedIn.leadSubmitted).toBe(true)
    expect(signedIn.now?.()).toBe(0)
    expect(visitorOverrides(REAL_VISITOR, null).session?.is_logged_in).toBe(false)
  })
})

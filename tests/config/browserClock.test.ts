import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { availabilityAt } from '../../services/hours/index.ts'
import { closedHours, openHours, weekdayAt } from '../e2e/support/clock.ts'
import { realSite } from '../support/realSite.ts'

/** Every hour of a week (from Monday 23 November 2026, 00:00 CT) at which a test run might start. */
const RUN_STARTS = Array.from({ length: 7 * 24 }, (_, hour) =>
  DateTime.fromISO('2026-11-23T00:00', { zone: 'America/Chicago' }).plus({ hours: hour }).toMillis(),
)

describe("the browser tests' default clocks, against the real hours config", () => {
  const { hours } = realSite().site

  it.each([
    ['open hours (the default)', openHours, { sales: true, support: true, offer: false, countdown: false }],
    ['closed hours', closedHours, { sales: false, support: false, offer: false, countdown: false }],
  ] as const)('%s mean the same whenever the run starts', (_name, clock, expected) => {
    for (const start of RUN_STARTS) {
      const { sales, support, offer, countdown } = availabilityAt(hours, clock(start))
      expect({ sales, support, offer, countdown }, new Date(start).toISOString()).toEqual(expected)
    }
  })

  it('stand on a weekday within a day before or three days after the run start (page and server dates agree)', () => {
    for (const start of RUN_STARTS) {
      const at = DateTime.fromJSDate(weekdayAt('10:00', start), { zone: 'America/Chicago' })
      expect(at.weekday).toBeLessThanOrEqual(5)
      expect(at.toMillis() - start).toBeGreaterThan(-24 * 3600_000)
      expect(at.toMillis() - start).toBeLessThan(3 * 24 * 3600_000)
    }
  })
})

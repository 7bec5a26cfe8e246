import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { availabilityAt } from '../../services/hours/index.ts'
import { closedHours, dayAt, openHours, saturdayAfternoon, sundayNoon, weekdayAt } from '../e2e/support/clock.ts'
import { realSite } from '../support/realSite.ts'
import { repoRoot } from '../support/fixtureSite.ts'

/** Every hour of a week (from Monday 23 November 2026, 00:00 CT) at which a test run might start. */
const RUN_STARTS = Array.from({ length: 7 * 24 }, (_, hour) =>
  DateTime.fromISO('2026-11-23T00:00', { zone: 'America/Chicago' }).plus({ hours: hour }).toMillis(),
)

describe("the browser tests' default clocks, against the real hours config", () => {
  const { hours } = realSite().site

  it.each([
    ['open hours (the default)', openHours, { sales: true, support: true, offer: false, countdown: false }],
    ['closed hours', closedHours, { sales: false, support: false, offer: false, countdown: false }],
    ['a Saturday afternoon', saturdayAfternoon, { sales: false, support: true, offer: true, countdown: true }],
    ['a Sunday noon', sundayNoon, { sales: false, support: false, offer: false, countdown: false }],
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

  it('a named day stands on that day of the week, within the week from the run start', () => {
    for (const start of RUN_STARTS)
      for (const [day, weekday] of [
        ['monday', 1],
        ['friday', 5],
        ['saturday', 6],
        ['sunday', 7],
      ] as const) {
        const at = DateTime.fromJSDate(dayAt(day, '22:30', start), { zone: 'America/Chicago' })
        expect({ weekday: at.weekday, hour: at.hour, minute: at.minute }).toEqual({ weekday, hour: 22, minute: 30 })
        expect(at.toMillis() - start).toBeGreaterThan(-24 * 3600_000)
        expect(at.toMillis() - start).toBeLessThan(7 * 24 * 3600_000)
      }
  })
})

/** The source files of the browser test projects (e2e and studio), as paths from the repository root. */
function browserTestSources(): string[] {
  const under = (dir: string, keep: (path: string) => boolean) =>
    readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
      .filter(keep)
  return [...under('tests/e2e', () => true), ...under('studio', (path) => path.includes('/__tests__/'))]
}

/** A browser launched, or Playwright's launchers imported, other than through browserPerFile. */
const OWN_BROWSER = [
  /\blaunchBrowser\s*\(/,
  /\bchromium\s*\.\s*launch/,
  /import\s*\{[^}]*\b(chromium|firefox|webkit)\b/,
]

describe('every browser test opens its pages on a fixed clock', () => {
  it('gets its browser from browserPerFile (tests/e2e/support/browser.ts), whose contexts stand on one', () => {
    const sources = browserTestSources()
    expect(sources).toContain('tests/e2e/support/browser.ts')
    const own = sources
      .filter((path) => path !== 'tests/e2e/support/browser.ts')
      .filter((path) => OWN_BROWSER.some((pattern) => pattern.test(readFileSync(join(repoRoot, path), 'utf8'))))
    expect(own, 'launches a browser of its own: use browserPerFile() and newContext({ clock })').toEqual([])
  })
})

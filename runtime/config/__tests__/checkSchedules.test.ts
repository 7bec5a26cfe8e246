import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ConfigIssue, formatIssue } from '../ConfigIssue.ts'
import { checkSite, loadSite } from '../loadSite.server.ts'
import { minimalSiteDir, repoRoot } from '../../../tests/support/fixtureSite.ts'
import { sitemapPages } from '../../routing/sitemapPages.ts'
import { explainPage } from '../../explain/explainPage.ts'

/**
 * The minimal site with schedules: a block that ended, one that ran in 2025, one from 2099, a partner that ran in
 * 2025, and a closed date (hours.json) in 2025.
 */
const fixtureDir = join(repoRoot, 'tests/fixtures/ended-schedules')

function readFixtureFile(file: string): string {
  for (const dir of [fixtureDir, minimalSiteDir]) {
    const candidate = join(dir, file)
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8')
  }
  return readFileSync(join(repoRoot, file), 'utf8')
}

function checkAt(now: number) {
  return checkSite(repoRoot, { now, readConfigFile: readFixtureFile })
}

describe('an ended schedule is a warning, never an error', () => {
  it('before any end: no warning', () => {
    const { issues, warnings } = checkAt(Date.UTC(2025, 0, 1, 12))
    expect(issues).toEqual([])
    expect(warnings).toEqual([])
  })

  it('after every end: the site loads, and each ended schedule is a warning at its exact place', () => {
    const { issues, warnings, runtime } = checkAt(Date.UTC(2030, 0, 1))
    expect(issues).toEqual([])
    expect(runtime).not.toBeNull()
    expect(warnings.map(formatIssue)).toEqual([
      'partners.json:24:47 partners[1].schedule.endsAt: ended Wed, Dec 31, 2025, 11:59 PM CT; the pages of partner "homeowners-guild" answer 404: remove the partner, disable it or give it a new end (found "2025-12-31")',
      'routes.json:18:62 routes[1].blocks[0].schedule.endsAt: ended Mon, May 26, 2025, 11:59 PM CT; the block "sale" no longer shows: remove it or give it a new end (found "2025-05-26")',
      'routes.json:19:90 routes[1].blocks[1].schedule.endsAt: ended Mon, Jun 30, 2025, 6:00 PM CT; the block "launch" no longer shows: remove it or give it a new end (found "2025-06-30T18:00")',
      'site-config/hours.json:81:5 closedDates["2025-12-25"]: ended 2025-12-25 (Christmas): remove it or add next year\'s (found "Christmas")',
      'site-config/hours.json:82:5 closedDates["2026-01-01"]: ended 2026-01-01 (New Year\'s Day): remove it or add next year\'s (found "New Year\'s Day")',
      'site-config/hours.json:82:5 closedDates["2026-01-01"]: the closed dates run out after 2026\'s (the last is 2026-01-01, New Year\'s Day), less than 12 months ahead: add 2027\'s holidays (found "New Year\'s Day")',
    ])
  })
})

describe('closed dates (hours.json closedDates, docs/architecture.md, "Closed dates")', () => {
  it('a date that is not a day of the calendar is an error at its line; a past one only warns', () => {
    const broken = (file: string) =>
      file === 'site-config/hours.json'
        ? readFixtureFile(file).replace(
            '"2025-12-25": "Christmas"',
            '"2025-12-25": "Christmas",\n    "2026-02-30": "Leap Day",\n    "26-11-26": "Thanksgiving"',
          )
        : readFixtureFile(file)
    const { issues, warnings } = checkSite(repoRoot, { now: Date.UTC(2026, 0, 1), readConfigFile: broken })
    expect(issues.map(formatIssue)).toEqual([
      'site-config/hours.json:82:5 closedDates["2026-02-30"]: the closed date "2026-02-30" is not a day of the calendar written YYYY-MM-DD, e.g. "2026-11-26" (found "Leap Day")',
      'site-config/hours.json:83:5 closedDates["26-11-26"]: the closed date "26-11-26" is not a day of the calendar written YYYY-MM-DD, e.g. "2026-11-26" (found "Thanksgiving")',
    ])
    expect(warnings.map(formatIssue)).toContain(
      'site-config/hours.json:81:5 closedDates["2025-12-25"]: ended 2025-12-25 (Christmas): remove it or add next year\'s (found "Christmas")',
    )
  })
})

describe('one-off closed dates must be extended each year while no yearly rule is declared (hours.json closedDates)', () => {
  const runningOut = (warnings: ConfigIssue[]) => warnings.map(formatIssue).filter((w) => w.includes('run out'))

  it('warns, at the last date, once the next 12 months reach past the last listed year', () => {
    // The fixture lists 2025-12-25 and 2026-01-01: 2026 is covered through 31 December 2026.
    expect(runningOut(checkAt(Date.UTC(2025, 11, 31, 18)).warnings)).toEqual([])
    expect(runningOut(checkAt(Date.UTC(2026, 0, 1, 18)).warnings)).toEqual([
      'site-config/hours.json:82:5 closedDates["2026-01-01"]: the closed dates run out after 2026\'s (the last is 2026-01-01, New Year\'s Day), less than 12 months ahead: add 2027\'s holidays (found "New Year\'s Day")',
    ])
  })

  it('the site’s own calendar is yearly rules (closedEveryYear): it never runs out, whatever the year', () => {
    const site = (now: number) => runningOut(checkSite(repoRoot, { now }).warnings)
    expect(site(Date.UTC(2026, 10, 25, 18))).toEqual([])
    expect(site(Date.UTC(2027, 0, 2, 18))).toEqual([])
    expect(site(Date.UTC(2040, 5, 1, 18))).toEqual([])
  })

  it('with yearly rules beside them, the one-off dates do not warn that they run out; a passed one still warns', () => {
    const { warnings } = checkSite(repoRoot, { now: Date.UTC(2026, 0, 1, 18), readConfigFile: withYearly(CHRISTMAS) })
    expect(runningOut(warnings)).toEqual([])
    expect(warnings.map(formatIssue)).toContain(
      'site-config/hours.json:81:5 closedDates["2025-12-25"]: ended 2025-12-25 (Christmas): remove it or add next year\'s (found "Christmas")',
    )
  })
})

const CHRISTMAS = '{ "name": "Christmas", "month": 12, "day": 25 }'

/** The fixture's hours.json with `rules` (one per line) as its closedEveryYear, from line 85 on. */
function withYearly(...rules: string[]) {
  return (file: string) =>
    file === 'site-config/hours.json'
      ? readFixtureFile(file).replace(
          '"loginValidityHours"',
          `"closedEveryYear": [\n    ${rules.join(',\n    ')}\n  ],\n  "loginValidityHours"`,
        )
      : readFixtureFile(file)
}

describe('yearly closed days (hours.json closedEveryYear, docs/architecture.md, "Closed dates")', () => {
  it('a rule no year can keep is an error at its line; a possible one passes', () => {
    const { issues } = checkSite(repoRoot, {
      now: Date.UTC(2026, 0, 1),
      readConfigFile: withYearly(
        CHRISTMAS,
        '{ "name": "Thanksgiving", "month": 11, "weekday": "thu", "nth": 4 }',
        '{ "name": "Memorial Day", "month": 5, "weekday": "mon", "nth": "last" }',
        '{ "name": "Smarch Day", "month": 13, "day": 1 }',
        '{ "name": "Halloween Eve", "month": 4, "day": 31 }',
        '{ "name": "Leap Day", "month": 2, "day": 29 }',
        '{ "name": "Fifth Thursday", "month": 11, "weekday": "thu", "nth": 5 }',
        '{ "name": "Both", "month": 7, "day": 4, "weekday": "fri", "nth": 1 }',
        '{ "name": "Neither", "month": 7 }',
      ),
    })
    expect(issues.map(formatIssue)).toEqual([
      'site-config/hours.json:88:5 closedEveryYear[3]: the yearly closed day "Smarch Day": month 13 is not a month: give 1 to 12 (found {"name":"Smarch Day","month":13,"day":1})',
      'site-config/hours.json:89:5 closedEveryYear[4]: the yearly closed day "Halloween Eve": day 31 is not in every month 4 (it has 30 days) (found {"name":"Halloween Eve","month":4,"day":31})',
      'site-config/hours.json:90:5 closedEveryYear[5]: the yearly closed day "Leap Day": day 29 is not in every month 2 (it has 28 days in most years) (found {"name":"Leap Day","month":2,"day":29})',
      'site-config/hours.json:91:5 closedEveryYear[6]: the yearly closed day "Fifth Thursday": nth 5 is not in every month: give 1 to 4, or "last" (found {"name":"Fifth Thursday","month":11,"weekday":"thu","nth":5})',
      'site-config/hours.json:92:5 closedEveryYear[7]: the yearly closed day "Both": give either a "day" of the month (Christmas: 25) or a "weekday" and its "nth" (Thanksgiving: "thu", 4) (found {"name":"Both","month":7,"day":4,"weekday":"fri","nth":1})',
      'site-config/hours.json:93:5 closedEveryYear[8]: the yearly closed day "Neither": give either a "day" of the month (Christmas: 25) or a "weekday" and its "nth" (Thanksgiving: "thu", 4) (found {"name":"Neither","month":7})',
    ])
  })
})

describe('a server on a build that checked these files (loadSite checkedByBuild)', () => {
  it('warns of the same ended schedules, located in the files it loaded (not read again from the disk)', () => {
    const warned: ConfigIssue[] = []
    const now = Date.UTC(2030, 0, 1)
    loadSite(repoRoot, { checkedByBuild: true, now, readConfigFile: readFixtureFile, warn: (w) => warned.push(w) })
    const byPlace = (a: string, b: string) => a.localeCompare(b)
    expect(warned.map(formatIssue).sort(byPlace)).toEqual(checkAt(now).warnings.map(formatIssue).sort(byPlace))
    expect(warned).toHaveLength(6)
  })
})

describe('pages at a moment', () => {
  const { runtime } = checkAt(Date.UTC(2030, 0, 1))
  const ids = (url: string) => runtime!.resolve(url).blocks.map((block) => block.id)

  it('keeps every scheduled block on the model: the render decides by the clock (currentSchedules)', () => {
    expect(ids('/indoor-cameras')).toEqual(['sale', 'launch', 'later', 'hero'])
  })

  it("carries the partner's schedule window to its pages", () => {
    const partner = runtime!.resolve('/guild').context.partner!
    expect(partner.schedule).toEqual({ startsAt: Date.UTC(2025, 0, 1, 6), endsAt: Date.UTC(2026, 0, 1, 6) })
    expect(runtime!.resolve('/keystoneoffer').context.partner!.schedule).toBeUndefined()
  })

  it("lists the partner's pages in the sitemap only inside the partner's window", () => {
    const listed = (now: number) => sitemapPages(runtime!, now).map((page) => page.path)
    expect(listed(Date.UTC(2025, 5, 1))).toEqual(expect.arrayContaining(['/guild', '/keystoneoffer']))
    expect(listed(Date.UTC(2024, 11, 31))).not.toContain('/guild')
    expect(listed(Date.UTC(2030, 0, 1))).not.toContain('/guild')
    expect(listed(Date.UTC(2030, 0, 1))).toContain('/keystoneoffer')
  })

  it("config:explain shows the partner's schedule where it is written", () => {
    const explained = explainPage(runtime!, '/guild', { schemaDefaults: () => ({}) })
    const schedule = explained.context.find((value) => value.name === 'schedule')!
    expect(schedule.value).toEqual({ startsAt: '2025-01-01', endsAt: '2025-12-31' })
    expect(schedule.origin).toMatchObject({ layer: 'partner', file: 'partners.json', at: ['partners', 1, 'schedule'] })
  })
})

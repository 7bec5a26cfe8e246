import { describe, expect, it } from 'vitest'
import { formatIssue } from '../ConfigIssue.ts'
import { checkSite } from '../loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { warnPromotionSchedulesOffCatalogue } from '../warnPromotionSchedules.ts'
import { ROUTES_FILE } from '../IssueSink.ts'

// The site's own config: /memorial-day's blocks name the promotion memorial-day-cameras (May 24–31, 2027, ecat-standard).
const site = (now: number) => checkSite(repoRoot, { now })
const memorialDay = (messages: string[]) => messages.filter((m) => m.includes('memorial-day-cameras'))

describe('schedules naming a promotion (routes.json /memorial-day)', () => {
  it('check clean while the promotion is ahead', () => {
    const { issues, warnings, runtime } = site(Date.UTC(2027, 4, 1))
    expect(issues).toEqual([])
    expect(runtime).not.toBeNull()
    expect(memorialDay(warnings.map(formatIssue))).toEqual([])
  })

  it('once the promotion is over, each block shown before or during it warns at its "when", like an ended dated schedule', () => {
    const ended = memorialDay(site(Date.UTC(2027, 6, 1)).warnings.map(formatIssue)).filter((m) =>
      m.startsWith('routes.json'),
    )
    // The ribbon, the hero, the "next sale" hero (before), the countdown and the deals; the "sale ended" hero stays.
    expect(ended.map((m) => /schedule\.when: ended (.*?) CT; the block "([a-z-]+)"/.exec(m)?.slice(1))).toEqual([
      ['Mon, May 31, 2027, 11:59 PM', 'offer-ribbon'],
      ['Mon, May 31, 2027, 11:59 PM', 'hero'],
      ['Sun, May 23, 2027, 11:59 PM', 'hero-next-sale'],
      ['Mon, May 31, 2027, 11:59 PM', 'offer-countdown'],
      ['Mon, May 31, 2027, 11:59 PM', 'deals'],
    ])
    for (const warning of ended) expect(warning).toContain('(its promotion "memorial-day-cameras" is over)')
  })

  it('warns where a promotion-named block sits on a page whose catalogue the promotion does not apply to', () => {
    const { runtime } = site(Date.UTC(2027, 4, 1))
    const warned: Array<{ file: string; at: string; message: string }> = []
    warnPromotionSchedulesOffCatalogue(runtime!, { defaultCatalogId: 'ecat-commercial' }, (file, at, message) =>
      warned.push({ file, at: at.join('.'), message }),
    )
    const route = runtime!.config.routes.routes.findIndex((r) => r.path === '/memorial-day')
    expect(warned.length).toBe(6)
    expect(warned[0]).toEqual({
      file: ROUTES_FILE,
      at: `routes.${route}.blocks.0.schedule.promotion`,
      message:
        'the promotion "memorial-day-cameras" applies to the catalogues ecat-standard (site-config/price-promotions.json), not to this page\'s ecat-commercial: the block shows the sale\'s dates where its prices are the regular ones',
    })
    const none: unknown[] = []
    warnPromotionSchedulesOffCatalogue(runtime!, { defaultCatalogId: 'ecat-standard' }, (...issue) => none.push(issue))
    expect(none).toEqual([])
  })
})

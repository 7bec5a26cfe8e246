import { describe, expect, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'
import { realSite } from '../support/realSite.ts'
import { scheduleKeysOf } from '../../runtime/render/currentSchedules.ts'

const browser = browserPerFile()

/** The prerendered /memorial-day page carries a block with a scheduled end (routes.json `schedule`). */
const path = '/memorial-day'
const model = realSite().resolve(path)
const promoted = model.blocks.find((block) => block.schedule)!
/**
 * Thursday 20 May 2027, 10:00 CDT: before any of the page's windows ends (the first, the next sale's hero, on 23 May).
 * The server's clock stands there, as a build's does when made then: the real clock passes those ends, and a page
 * made after one no longer carries the ended block (runtime/render/currentSchedules.ts).
 */
const MADE_AT = new Date('2027-05-20T10:00:00-05:00')

describe('a prerendered scheduled block stops showing at its end without a rebuild', () => {
  const server = serverAt(MADE_AT)

  it('is made before the end of every window of the page', () => {
    const ends = [...model.blocks, ...model.layout.header, ...model.layout.footer].flatMap((block) =>
      block.schedule?.endsAt ? [block.schedule.endsAt] : [],
    )
    expect(ends.length).toBeGreaterThan(0)
    expect(Math.min(...ends)).toBeGreaterThan(MADE_AT.getTime())
  })

  it('is a prerendered page whose HTML lists the schedule window for the boot script', async () => {
    expect(model.render).toBe('static')
    const html = await (await fetch(`${server().baseUrl}${path}`)).text()
    expect(html).toContain(`<meta name="x-schedules" content="${scheduleKeysOf(model).join(' ')}"/>`)
    expect(html).toContain(`data-schedule="${scheduleKeysOf(model)[0]}"`)
  })

  it.each([
    ['one minute before its end', -60_000, true],
    ['at its end', 0, false],
    ['a week after its end', 7 * 24 * 3600_000, false],
  ])('%s', async (_, offset, visible) => {
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await page.clock.setFixedTime(new Date(promoted.schedule!.endsAt! + offset))
      // Checked as soon as the DOM is parsed, before any page script: the head boot script alone decides.
      await page.goto(`${server().baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      expect(await page.locator(`#${promoted.id}`).isVisible()).toBe(visible)
      await hydrated(page)
      expect(await page.locator(`#${promoted.id}`).isVisible()).toBe(visible)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

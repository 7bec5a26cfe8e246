import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { realSite } from '../support/realSite.ts'
import { scheduleKeysOf } from '../../runtime/render/currentSchedules.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** The prerendered /memorial-day page carries a block with a scheduled end (routes.json `schedule`). */
const path = '/memorial-day'
const model = realSite().resolve(path)
const promoted = model.blocks.find((block) => block.schedule)!

describe('a prerendered scheduled block stops showing at its end without a rebuild', () => {
  it('is a prerendered page whose HTML lists the schedule window for the boot script', async () => {
    expect(model.render).toBe('static')
    const html = await (await fetch(`${baseUrl}${path}`)).text()
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
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      expect(await page.locator(`#${promoted.id}`).isVisible()).toBe(visible)
      await hydrated(page)
      expect(await page.locator(`#${promoted.id}`).isVisible()).toBe(visible)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

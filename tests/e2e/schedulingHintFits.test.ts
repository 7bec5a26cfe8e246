import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, openPageAt } from './support/browser.ts'
import { clippedInside, cutSelectTexts } from './support/clipped.ts'
import { openHours } from './support/clock.ts'

/**
 * Issue 25, a fresh walkthrough: before scripts run, /scheduling's arrival-time picker said "Shown once you send the
 * form" inside the select, cut off at 375 and 1280 px (a select's text cannot wrap). The words now sit under the
 * picker, read with it, and every select's own text fits its box.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const picker = realSite()
  .config.routes.routes.find((route) => route.name === 'scheduling')!
  .blocks.find((block) => block.type === 'SchedulingPicker')!.props as { slotsAfterSendPrompt: string }

describe('/scheduling before scripts: the arrival-time hint is shown whole (issue 25 walkthrough)', () => {
  it.each([375, 768, 1280])('at %i px with script files blocked', async (width) => {
    const page = await openPageAt(browser(), `${baseUrl}/scheduling`, { width, clock: openHours(), scripts: 'blocked' })
    const form = page.locator('#scheduling-picker form')
    const hint = form.locator('#scheduling-picker-slot-hint')
    expect(await hint.innerText()).toBe(picker.slotsAfterSendPrompt)
    expect(await hint.isVisible()).toBe(true)
    // Read with the picker it explains.
    expect(await form.locator('select[name="slot"]').getAttribute('aria-describedby')).toContain(
      'scheduling-picker-slot-hint',
    )
    // Inside the page's width, nothing cut off: not the hint, not any select's shown text.
    const { x, width: w } = (await hint.boundingBox())!
    expect(x + w).toBeLessThanOrEqual(width)
    expect(await clippedInside(form)).toEqual([])
    expect(await cutSelectTexts(form)).toEqual([])
    await page.context().close()
  })
})

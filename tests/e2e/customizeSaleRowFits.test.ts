import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { browserPerFile, collectPageErrors, openPageAt } from './support/browser.ts'
import { serverAt } from './support/serverAt.ts'

const browser = browserPerFile()
const SHOTS = 'test-results/customize-sale-row'

/**
 * Tuesday 1 December 2026, 10:00 CT: inside the Video Doorbell's declared sale (site-config/price-promotions.json,
 * holiday-doorbell, $179.99 for $199.99), so its row strikes the regular price. The server dates the sale too.
 */
const IN_SALE = new Date('2026-12-01T10:00:00-06:00')
const server = serverAt(IN_SALE)

/** The box the shown words of a price take (the struck and the paid figure, not the screen reader's sentence). */
function shownWordsBox(price: Locator) {
  return price.evaluate((element) => {
    const rects: DOMRect[] = []
    for (const node of Array.from(element.childNodes)) {
      if (node instanceof HTMLElement && node.classList.contains('visually-hidden')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      rects.push(range.getBoundingClientRect())
    }
    const shown = rects.filter((rect) => rect.width > 0)
    return {
      left: Math.min(...shown.map((rect) => rect.left)),
      right: Math.max(...shown.map((rect) => rect.right)),
      top: Math.min(...shown.map((rect) => rect.top)),
      bottom: Math.max(...shown.map((rect) => rect.bottom)),
    }
  })
}

/** Rater (seventh walkthrough) E5: at 375 px the sale row's "~~$199.99~~ $179.99" ran under the − button. */
describe('the customiser’s sale row', () => {
  it.each([375, 320])('at %i px: the struck and the paid price stay clear of the stepper', async (width) => {
    const page = await openPageAt(browser(), `${server().baseUrl}/shop?package=STD-STARTER-PACKAGE&customize=1`, {
      width,
      clock: IN_SALE,
      scripts: 'run',
    })
    const errors = collectPageErrors(page)
    const row = page.locator('[data-device-row="doorbell-camera"]')
    await row.scrollIntoViewIfNeeded()
    const price = row.locator('[data-device-price]')
    // For a look at it (the rater's shot was of this row), taken before the checks so a failure has one too.
    mkdirSync(SHOTS, { recursive: true })
    await row.screenshot({ path: `${SHOTS}/doorbell-row-${width}.png` })
    expect(await price.locator('s[data-regular-price]').textContent()).toBe('$199.99')
    expect(await price.textContent()).toContain('$179.99')

    const words = await shownWordsBox(price)
    const box = (await price.boundingBox())!
    const stepper = (await row.getByRole('group').boundingBox())!
    // Nothing of the price runs out of its column (the paid figure was cut by the button)...
    expect(words.right).toBeLessThanOrEqual(box.x + box.width + 0.5)
    // ...and the price and the stepper do not intersect.
    const apart =
      words.right <= stepper.x ||
      words.left >= stepper.x + stepper.width ||
      words.bottom <= stepper.y ||
      words.top >= stepper.y + stepper.height
    expect(apart).toBe(true)

    expect(errors).toEqual([])
    await page.close()
  })
})

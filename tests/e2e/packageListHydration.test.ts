import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydratedInView } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Every element of the package list: its tag, its own words (leaves only), and its box on the page. */
const layoutOf = (page: Page) =>
  page.locator('#package-tables').evaluate((list) =>
    [list, ...list.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect()
      const words = element.children.length ? '' : (element.textContent ?? '').trim()
      // Not drawn (display: none, the comparison's other layout): no box, whose 0,0 would read as scroll position.
      const at = element.getClientRects().length
        ? [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round).join(',')
        : 'not drawn'
      return `${element.tagName} ${at} ${words}`
    }),
  )

/**
 * Issue 25 (checkout item 4): "the package list can stay drawn until its island hydrates". Measured: on /shop and
 * a partner's shop, at 375 and 1280 px, the list drawn from the server HTML alone (every script file refused) and
 * the same list once its island has hydrated have the same elements, words and boxes, and nothing shifts while the
 * page loads and hydrates (layout shifts summed from the page's start: 0).
 */
describe('the package list neither disappears, jumps nor re-lays out when its island hydrates', () => {
  it.each(['/shop', '/shop/dallas-dealer'])('%s at 375 and 1280 px', async (path) => {
    for (const width of [375, 1280]) {
      const where = `${path} at ${width} px`
      const clock = weekdayAt('11:00')
      const serverOnly = await browser().newPage({ viewport: { width, height: 900 }, clock })
      await blockScriptFiles(serverOnly)
      await serverOnly.goto(baseUrl + path, { waitUntil: 'load' })
      const drawn = await layoutOf(serverOnly)
      expect(drawn.length, where).toBeGreaterThan(100)
      await serverOnly.close()

      const page = await browser().newPage({ viewport: { width, height: 900 }, clock })
      const errors = collectPageErrors(page)
      await watchLayoutShift(page)
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      await hydratedInView(page.locator('#package-tables article'))
      expect(await layoutOf(page), where).toEqual(drawn)
      const shift = await layoutShiftSoFar(page)
      expect(shift, where).toBe(0)
      expect(errors, where).toEqual([])
      await page.close()
    }
  })
})

import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { closedHours, openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const SHOPS = ['/shop/keystone-realty', '/shop/brightpath-solar']

describe("a partner's shop shows the partner's logo and what the partnership gives in its ZIP hero", () => {
  it.each([375, 1280])('at %i px', async (width) => {
    for (const path of SHOPS) {
      const partner = site.resolve(path).context.partner
      expect(partner?.logo, path).toBeDefined()
      expect(partner?.benefits, path).toBeDefined()
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      const errors = collectPageErrors(page)
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      // The panel is part of the block the shop starts with, the ZIP hero (the page's h1).
      const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
      const panel = hero.locator('[data-partner-panel]')
      expect(await panel.count(), path).toBe(1)
      const logo = panel.locator('img[data-partner-logo]')
      expect(await logo.getAttribute('alt')).toBe(partner!.logo!.alt)
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0)
      expect(await panel.getByRole('heading').innerText()).toBe(partner!.benefits!.heading)
      expect(await panel.getByRole('listitem').allInnerTexts()).toEqual(partner!.benefits!.items)
      // Drawn whole inside the page, clear of the ZIP form: below it on a phone, beside it on a wide screen.
      const panelBox = (await panel.boundingBox())!
      const formBox = (await hero.locator('form').boundingBox())!
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width)
      const apart = panelBox.y >= formBox.y + formBox.height || panelBox.x >= formBox.x + formBox.width
      expect(apart, `${path}: the card and the ZIP form overlap`).toBe(true)
      if (width === 1280) expect(panelBox.x, `${path}: beside the form`).toBeGreaterThan(formBox.x + formBox.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      if (path === SHOPS[0] && width === 375) await expectNoAxeViolations(page)
      // Once the islands in view have hydrated, so a hydration error is among the errors.
      await hydrated(page)
      expect(errors, path).toEqual([])
      await page.close()
    }
  })
})

/*
 * Where a partner shop's packages start (issue 25 walkthrough): on a tablet and a laptop in the first screen;
 * on a phone a little below it (the partner's card, compact there, keeps every benefit readable above them).
 * Open and closed hours: while closed the call line carries the e-commerce hours and is a line longer.
 */
const FIRST_SCREENS = [
  { width: 375, height: 812, packagesFrom: 1.25, what: 'starts' },
  { width: 768, height: 1024, packagesFrom: 1, what: 'ends' },
  { width: 1280, height: 900, packagesFrom: 1, what: 'ends' },
]

describe("a partner's shop starts its packages near the first screen, its card readable", () => {
  it.each(FIRST_SCREENS)('at $width × $height px', async ({ width, height, packagesFrom, what }) => {
    for (const clock of [openHours(), closedHours()]) {
      const page = await browser().newPage({ viewport: { width, height }, clock })
      const errors = collectPageErrors(page)
      await page.goto(baseUrl + SHOPS[0]!, { waitUntil: 'load' })
      const found = await page.evaluate(() => {
        const heading = document.querySelector('#package-tables h2')!.getBoundingClientRect()
        const items = [...document.querySelectorAll('[data-partner-panel] li')]
        const zip = document.querySelector('#zip-hero form input')!.getBoundingClientRect()
        const button = document.querySelector('#zip-hero form button')!.getBoundingClientRect()
        return {
          packagesHeadingTop: heading.top,
          packagesHeadingBottom: heading.bottom,
          smallestItemText: Math.min(...items.map((item) => parseFloat(getComputedStyle(item).fontSize))),
          itemsShown: items.filter((item) => item.getBoundingClientRect().height > 0).length,
          zipAndButtonOnOneRow: button.top < zip.bottom && button.left > zip.right,
        }
      })
      const where = `${width} px, ${clock.toISOString()}`
      // The packages' heading starts within a quarter screen below the first on a phone (was two screens down),
      // and is whole in the first screen on a tablet and a laptop.
      const edge = what === 'starts' ? found.packagesHeadingTop : found.packagesHeadingBottom
      expect(edge, where).toBeLessThanOrEqual(height * packagesFrom)
      // Every benefit, at a size a phone reads without zooming.
      expect(found.itemsShown, where).toBe(site.resolve(SHOPS[0]!).context.partner!.benefits!.items.length)
      expect(found.smallestItemText, where).toBeGreaterThanOrEqual(14)
      // The ZIP box and its button stay one row beside the card.
      expect(found.zipAndButtonOnOneRow, where).toBe(true)
      await hydrated(page)
      expect(errors, where).toEqual([])
      await page.close()
    }
  })
})

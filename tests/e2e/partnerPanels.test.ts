import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const PAGES = ['/keystoneoffer', '/dallas', '/safehomereviews', '/brightpathsolar']

describe("partner pages show the partner's logo and what the partnership gives (issue 25 item 7)", () => {
  it.each([375, 768, 1280])('at %i px', async (width) => {
    for (const path of PAGES) {
      const partner = site.resolve(path).context.partner
      expect(partner?.logo, path).toBeDefined()
      expect(partner?.benefits, path).toBeDefined()
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      const errors = collectPageErrors(page)
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      const panel = page.locator('[data-partner-panel]')
      expect(await panel.count(), path).toBe(1)
      const logo = panel.locator('img[data-partner-logo]')
      expect(await logo.getAttribute('alt')).toBe(partner!.logo!.alt)
      // A real picture that arrives, drawn whole inside the page.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const box = (await logo.boundingBox())!
      expect(box.height).toBeGreaterThan(30)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await panel.getByRole('heading').innerText()).toBe(partner!.benefits!.heading)
      expect(await panel.getByRole('listitem').allInnerTexts()).toEqual(partner!.benefits!.items)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      if (path === '/keystoneoffer' && width !== 768) await expectNoAxeViolations(page)
      // Once the islands in view have hydrated, so a hydration error is among the errors.
      await hydrated(page)
      expect(errors, path).toEqual([])
      await page.close()
    }
  })
})

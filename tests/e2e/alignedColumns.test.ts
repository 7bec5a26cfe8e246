import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
// Pages whose body is a reading-width column under a full-width hero.
const PAGES = ['/locations/texas', '/locations/texas/dallas', '/scheduling']

describe("a page's reading column starts on its hero's left edge", () => {
  it.each([375, 768, 1280])('at %i px', async (width) => {
    for (const path of PAGES) {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      // The column, and the first heading of the text in it, as a visitor sees the two edges.
      const column = page.locator('[data-reading-column]')
      expect(await column.count(), path).toBe(1)
      const firstHeading = (await column.getByRole('heading', { level: 2 }).first().boundingBox())!
      expect(Math.abs(firstHeading.x - heading.x), `${path} at ${width} px`).toBeLessThanOrEqual(1)
      await page.close()
    }
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, expectNoAxeViolations } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

// Pages with ribbons on package and product cards (ProductCards) and in a hero's corner.
const PAGES = ['/', '/promotions', '/cameras', '/monitoring', '/home-security-systems']

describe('ribbons never cover package names (issue 25 item 7)', () => {
  it.each([375, 768, 1280])('at %i px each ribbon and the name it labels do not overlap', async (width) => {
    let ribbons = 0
    for (const path of PAGES) {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('[data-ribbon]')].map((ribbon) => {
          // The card (a list item) or the hero section the ribbon labels, and that card's name.
          const holder = ribbon.closest('li') ?? ribbon.closest('section')
          const name = holder?.querySelector('h1, h2, h3, h4')
          if (!name) return { ribbon: ribbon.textContent, name: null, overlap: true }
          const a = ribbon.getBoundingClientRect()
          const b = name.getBoundingClientRect()
          const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          return { ribbon: ribbon.textContent, name: name.textContent, overlap }
        }),
      )
      ribbons += overlaps.length
      expect(
        overlaps.filter((found) => found.overlap),
        path,
      ).toEqual([])
      if (width === 375 && path === '/promotions') await expectNoAxeViolations(page)
      await page.close()
    }
    // The pages do carry ribbons: a test over none would prove nothing.
    expect(ribbons).toBeGreaterThanOrEqual(PAGES.length)
  })
})

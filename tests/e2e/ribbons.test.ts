import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, expectNoAxeViolations } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

// Pages with ribbons on package and product cards (ProductCards) and in a hero's corner.
const PAGES = ['/', '/promotions', '/cameras', '/monitoring', '/home-security-systems']

describe('ribbons never cover package names nor any other words of their card or hero (issue 25 item 7, walkthrough item 3)', () => {
  it.each([375, 768, 1280])('at %i px each ribbon and the words around it do not overlap', async (width) => {
    let ribbons = 0
    for (const path of PAGES) {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('[data-ribbon]')].map((ribbon) => {
          // The card (a list item) or the hero section the ribbon labels, and that card's name.
          const holder = ribbon.closest('li') ?? ribbon.closest('section')
          const name = holder?.querySelector('h1, h2, h3, h4')
          if (!holder || !name) return { ribbon: ribbon.textContent, name: null, covers: ['no name'] }
          const a = ribbon.getBoundingClientRect()
          const crosses = (b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          // Nor any other words of its card or hero: the hero's eyebrow above the name, a price, a button.
          const covers = [...holder.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, a, button, li')]
            .filter((element) => !element.contains(ribbon) && !ribbon.contains(element))
            .filter((element) => (element.textContent ?? '').trim() !== '' && element.getClientRects().length > 0)
            .filter((element) => crosses(element.getBoundingClientRect()))
            .map((element) => (element.textContent ?? '').trim().slice(0, 40))
          // A hero's ribbon stands out from its band (dark purple on the promo band's dark purple was invisible).
          if (getComputedStyle(ribbon).backgroundColor === getComputedStyle(holder).backgroundColor)
            covers.push('the same colour as its band')
          return { ribbon: ribbon.textContent, name: name.textContent, covers }
        }),
      )
      ribbons += overlaps.length
      expect(
        overlaps.filter((found) => found.covers.length > 0),
        path,
      ).toEqual([])
      if (width === 375 && path === '/promotions') await expectNoAxeViolations(page)
      await page.close()
    }
    // The pages do carry ribbons: a test over none would prove nothing.
    expect(ribbons).toBeGreaterThanOrEqual(PAGES.length)
  })
})

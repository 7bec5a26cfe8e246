import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

// Pages that had no picture (issue 25 walkthrough item 4), and the selector of the picture each now shows.
const PAGES = [
  { path: '/locations/texas', picture: '[data-location-picture] img' },
  { path: '/locations/texas/dallas', picture: '[data-location-picture] img' },
  { path: '/assessment/start', picture: '[data-content-picture] img' },
  { path: '/assessment/contact-us', picture: '[data-content-picture] img' },
]

describe('location and assessment pages show a fitting picture, sized, described and lazy', () => {
  it.each([375, 768, 1280])(
    'at %i px: width and height, alt text, lazy, the file loads, no layout shift',
    async (width) => {
      for (const { path, picture } of PAGES) {
        const page = await browser().newPage({ viewport: { width, height: 900 } })
        const errors = collectPageErrors(page)
        await watchLayoutShift(page)
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        const where = `${path} at ${width} px`
        const image = page.locator(picture)
        expect(await image.count(), where).toBe(1)
        // Described for screen readers, sized before it loads, and never the page's first image.
        expect((await image.getAttribute('alt'))?.length ?? 0, where).toBeGreaterThan(20)
        expect(Number(await image.getAttribute('width')), where).toBeGreaterThan(0)
        expect(Number(await image.getAttribute('height')), where).toBeGreaterThan(0)
        expect(await image.getAttribute('loading'), where).toBe('lazy')
        // Scrolled to, the file arrives and is drawn at its own aspect ratio, inside the page's width.
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            timeout: 15_000,
          })
          .toBe(true)
        const drawn = await image.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect()
          return { ratio: box.width / box.height, natural: img.naturalWidth / img.naturalHeight, right: box.right }
        })
        expect(Math.abs(drawn.ratio - drawn.natural), where).toBeLessThan(0.02)
        expect(drawn.right, where).toBeLessThanOrEqual(width)
        // Nothing moved while the page and its picture loaded (layout shifts summed from the page's start).
        const shift = await layoutShiftSoFar(page)
        expect(shift, where).toBeLessThan(0.01)
        if (width === 375) await expectNoAxeViolations(page)
        // Once the islands in view have hydrated, so a hydration error is among the errors.
        await hydrated(page)
        expect(errors, where).toEqual([])
        await page.close()
      }
    },
    // Four pages, each with a lazy picture to load and an axe scan: sized for a loaded machine.
    120_000,
  )
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors } from './support/browser.ts'
import { closedHours, openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
// Pages whose header carries Sign In and the schedule button (/, /smartcenter) and pages with one of them.
const PAGES = ['/', '/smartcenter', '/shop', '/secure']
const WIDTHS = [375, 768, 1024, 1280, 1536]

describe('every header control lies inside the viewport and nothing in the header overflows', () => {
  it.each(WIDTHS)('at %i px, open and closed hours', async (width) => {
    for (const [hours, clock] of [
      ['open', openHours()],
      ['closed', closedHours()],
    ] as const) {
      for (const path of PAGES) {
        const page = await browser().newPage({ viewport: { width, height: 900 }, clock })
        const errors = collectPageErrors(page)
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        const where = `${path} at ${width} px, ${hours}`
        const found = await page.evaluate(() => {
          const header = document.querySelector<HTMLElement>('[data-site-header]')!
          const controls = [...header.querySelectorAll<HTMLElement>('a, button')]
            .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
            // Shown controls only: those in closed panels and hidden parts have no box.
            .filter(({ box }) => box.width > 0 && box.height > 0)
          // Anything drawn past the right edge, a control or not (text, a badge).
          const overflowing = [...header.querySelectorAll<HTMLElement>('*')].filter((element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.right > innerWidth + 0.5
          })
          return {
            outside: controls
              .filter(({ box }) => box.left < -0.5 || box.right > innerWidth + 0.5 || box.top < -0.5)
              .map(({ text, box }) => `${text} (${Math.round(box.left)}–${Math.round(box.right)})`),
            overflowing: overflowing.map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 30)}`),
            headerScroll: header.scrollWidth - header.clientWidth,
            menuButtons: header.querySelectorAll('[data-disclosure="menu"] button[aria-controls]').length,
            controls: controls.map(({ text }) => text),
          }
        })
        expect(found.outside, where).toEqual([])
        expect(found.overflowing, where).toEqual([])
        expect(found.headerScroll, where).toBeLessThanOrEqual(0)
        // Where the header has a Menu (not on landing pages), it is shown at every width: the way to the rest of the site.
        if (found.menuButtons > 0) expect(found.controls, where).toContain('Menu')
        // On the pages with both, neither gives way to the other: Sign In from 768 px, the schedule button from 1280.
        if (path === '/' || path === '/smartcenter') {
          if (width >= 768) expect(found.controls, where).toContain('Sign In')
          if (width >= 1280) expect(found.controls, where).toContain('Schedule a Free Consultation')
        }
        expect(errors, where).toEqual([])
        await page.close()
      }
    }
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, hydrated } from './support/browser.ts'
import { type FocusedRing, focusedRing } from './support/focusRing.ts'
import { closedHours, openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const PAGES = ['/', '/shop', '/secure', '/dallas', '/promotions', '/help-center/category/cameras-doorbells', '/cameras']
/** Enough presses to reach the footer of the longest of these pages. */
const MOST_TABS = 160

/** Tabs through the page from the top, reading each focused element's ring, until focus comes round again. */
async function ringsOf(path: string, width: number, clock: Date): Promise<FocusedRing[]> {
  const page = await browser().newPage({ clock, viewport: { width, height: 900 } })
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  const rings: FocusedRing[] = []
  const seen = new Set<string>()
  for (let press = 0; press < MOST_TABS; press++) {
    await page.keyboard.press('Tab')
    const ring = await focusedRing(page)
    if (!ring) continue
    const key = await page.evaluate(() => {
      const path: number[] = []
      for (let node = document.activeElement; node?.parentElement; node = node.parentElement)
        path.push([...node.parentElement.children].indexOf(node))
      return path.join('.')
    })
    if (seen.has(key)) break
    seen.add(key)
    rings.push(ring)
  }
  await page.close()
  return rings
}

describe('a focus ring visible on every control (WCAG 2.2 2.4.7, 3:1 against what is behind it)', () => {
  for (const width of [375, 1280])
    for (const [hours, clock] of [
      ['open', openHours()],
      ['closed', closedHours()],
    ] as const)
      it(`at ${width} px, ${hours} hours, every focused control on the key pages shows a ring of 3:1 or more`, async () => {
        const weak: string[] = []
        for (const path of PAGES) {
          const rings = await ringsOf(path, width, clock)
          // The pages have controls to reach; a tab order that stalls at the top would prove nothing.
          expect(rings.length, path).toBeGreaterThan(5)
          for (const ring of rings)
            if (!ring.ring || ring.width < 2 || ring.contrast < 3)
              weak.push(
                `${path}: ${ring.element}: ring ${ring.ring} ${ring.width}px on ${ring.behind} = ${ring.contrast.toFixed(2)}:1`,
              )
        }
        expect(weak).toEqual([])
      }, 240_000)
})

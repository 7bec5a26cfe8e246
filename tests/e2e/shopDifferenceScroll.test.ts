import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import type { FeatureGridProps } from '../../schemas/generated/blocks/FeatureGridProps.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const difference = realSite()
  .resolve('/shop')
  .blocks.find((block) => block.id === 'brand-difference')!.props as FeatureGridProps
const hint = difference.scrollHint.replace('{{count}}', String(difference.items.length))

/** Issue 25 (checkout item 3): on a phone the Harbor Difference row shows it goes on and the keyboard scrolls it. */
describe('/shop’s Harbor Difference band', () => {
  it('at 375 px: the next item shows at the edge, a hint says how many there are, the keyboard scrolls the row', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 812 } })
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    const band = page.locator('#brand-difference [role="region"]')
    const hintLine = page.locator('#brand-difference-scroll-hint')
    expect(await hintLine.isVisible()).toBe(true)
    expect(await hintLine.textContent()).toBe(hint)
    // Read with the band by screen readers.
    expect(await band.getAttribute('aria-describedby')).toBe('brand-difference-scroll-hint')
    // The second item starts inside the screen: its picture is seen, so the row visibly goes on.
    const second = (await page.locator('#brand-difference li').nth(1).boundingBox())!
    expect(second.x).toBeLessThan(375)
    expect(second.x).toBeGreaterThan(300)
    // The band is one tab stop and the arrow keys scroll it to the next item.
    await band.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => band.evaluate((element) => element.scrollLeft), { timeout: 10_000 }).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await hydrated(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it.each([768, 1280])('at %i px: every item in view, no hint, nothing to scroll', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    expect(await page.locator('#brand-difference-scroll-hint').isVisible()).toBe(false)
    const band = page.locator('#brand-difference [role="region"]')
    expect(await band.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false)
    await page.close()
  })
})

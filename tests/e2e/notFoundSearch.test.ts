import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, openPageAt } from './support/browser.ts'
import { openHours } from './support/clock.ts'

/**
 * Issue 25, a fresh walkthrough: the 404 page (rated 7) had no search, which a real company's 404 offers. It now
 * searches the Help Center with a plain GET form, so a visitor whose scripts never arrive can use it too; the spec's
 * texts and links (2.11) stay.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const notFound = realSite().config.routes.errorPages.notFound.blocks.find((block) => block.type === 'NotFound')!
  .props as { search: { label: string }; links: Array<{ label: string; href: string }> }

describe('the 404 page searches the Help Center (issue 25 walkthrough)', () => {
  it.each([375, 768, 1280])('at %i px with script files blocked: a search that lands on results', async (width) => {
    const page = await openPageAt(browser(), `${baseUrl}/no-such-page-here`, {
      width,
      clock: openHours(),
      scripts: 'blocked',
    })
    // The spec's texts and links are all still there (2.11).
    const main = page.locator('main')
    for (const text of ['Oops!', "The page you requested can't be found, but we're here to help.", 'Error Code: 404'])
      expect(await main.getByText(text, { exact: true }).isVisible(), text).toBe(true)
    for (const link of notFound.links)
      expect(await main.locator(`nav a[href="${link.href}"]`).innerText(), link.href).toBe(link.label)

    const search = main.getByRole('search')
    const box = search.getByLabel(notFound.search.label)
    expect(await box.isVisible()).toBe(true)
    // The box and its button fit the screen, side by side or one under the other.
    const button = search.getByRole('button')
    for (const control of [box, button]) {
      const { x, width: w } = (await control.boundingBox())!
      expect(x + w, `${width} px`).toBeLessThanOrEqual(width)
    }
    await box.fill('camera offline')
    await Promise.all([page.waitForURL(/\/help-center\/search\?q=camera\+offline$/), button.click()])
    expect(await page.locator('main a[href^="/help-center/articles/"]').count()).toBeGreaterThan(0)
    await page.context().close()
  })
})

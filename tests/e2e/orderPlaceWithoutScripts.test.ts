import { describe, expect, inject, it } from 'vitest'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydratedInView } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import { checkShopZip, orderPageFromShopLink } from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const placeFields = (page: import('playwright-core').Page) =>
  Promise.all([
    page.getByLabel('City', { exact: true }).inputValue(),
    page.getByLabel('State', { exact: true }).inputValue(),
  ])

/**
 * Sixth walkthrough: without scripts the order page filled the city and state from the ZIP only after a post; on the
 * first load, the ZIP already known from the visit, they stood empty. The server HTML now holds them.
 */
describe('the order page’s first server render fills the city and state from the visit’s ZIP', () => {
  it('with scripts blocked, and with scripts a new ZIP still replaces them', async () => {
    const context = await browser().newContext({ clock: weekdayAt('10:00'), viewport: { width: 375, height: 812 } })
    const shopper = await context.newPage()
    const errors = collectPageErrors(shopper)
    // The shop's ZIP check is all the visit gave: no address typed anywhere.
    await checkShopZip(shopper, baseUrl, '75201')
    await orderPageFromShopLink(shopper, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
    const orderUrl = shopper.url()
    await shopper.close()

    const withoutScripts = await context.newPage()
    await blockScriptFiles(withoutScripts)
    await withoutScripts.goto(orderUrl, { waitUntil: 'load' })
    expect(await withoutScripts.getByLabel('ZIP Code', { exact: true }).inputValue()).toBe('75201')
    expect(await placeFields(withoutScripts)).toEqual(['Dallas', 'TX'])
    await withoutScripts.close()

    // With scripts the same values stand after hydration, and they are the ZIP's, not the buyer's: a new ZIP replaces
    // them (as it would had the scripts filled them).
    const page = await context.newPage()
    const pageErrors = collectPageErrors(page)
    await page.goto(orderUrl, { waitUntil: 'load' })
    await hydratedInView(page.getByLabel('City', { exact: true }))
    expect(await placeFields(page)).toEqual(['Dallas', 'TX'])
    await page.getByLabel('ZIP Code', { exact: true }).fill('78701')
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Austin')
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('TX')
    expect([...errors, ...pageErrors]).toEqual([])
    await context.close()
  }, 90_000)
})

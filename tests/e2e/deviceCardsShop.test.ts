import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Sixth walkthrough D9: /cameras priced its cameras, and its only action was a quote though the shop sells them. */
describe('a priced device card leads to where the device is sold online', () => {
  it.each([375, 768, 1280])(
    'at %i px, /cameras: "Buy online" on the Outdoor Camera card opens its shop page, priced as the card',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
      const errors = collectPageErrors(page)
      await page.goto(`${baseUrl}/cameras`, { waitUntil: 'load' })
      await hydrated(page)
      const card = page
        .locator('li')
        .filter({ has: page.getByRole('heading', { name: 'Outdoor Camera', exact: true }) })
      const cardText = await card.first().innerText()
      const price = cardText.match(/\$\s*(\d+)\s*\.?\s*(\d\d)/)
      expect(price, `a price on the card: ${cardText}`).not.toBeNull()
      await card
        .first()
        .getByRole('link', { name: /^Buy online\W+Outdoor Camera$/ })
        .click()
      await page.waitForURL(`${baseUrl}/shop/products/outdoor-camera`)
      await expect.poll(() => page.getByRole('button', { name: /Add .*to Cart/ }).count()).toBeGreaterThan(0)
      expect(await page.locator('main').innerText()).toContain(`$${price![1]}.${price![2]}`)
      expect(errors).toEqual([])
      await page.close()
    },
    60_000,
  )
})

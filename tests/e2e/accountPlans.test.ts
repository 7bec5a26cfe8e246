import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, expectNoAxeViolations } from './support/browser.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { DEMO_CUSTOMERS } from '../../server/embedded/demoCustomers.server.ts'
import { planTableOf } from '../../services/auth/index.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { Catalogue } from '../../services/catalogue/types.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const table = planTableOf(
  JSON.parse(readFileSync(join(repoRoot, 'site-config/catalog/catalogs/ecat-standard.json'), 'utf8')) as Catalogue,
)
const jordan = DEMO_CUSTOMERS.find((customer) => customer.username === 'jordan.lee@example.com')!

async function signedInAccount(width: number): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 900 } })
  await page.goto(`${baseUrl}/api/auth/login?returnTo=%2Faccount`)
  await page.getByLabel('E-mail').fill(jordan.username)
  await page.getByLabel('Password').fill(jordan.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL(`${baseUrl}/account`)
  await page.locator('[data-account-site]').first().waitFor()
  return page
}

/** Issue 25: /account gives each site its plan and billing, named and priced from the catalogue. */
describe('the account page lists each site with its plan and billing', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: monitoring plan and price from the catalogue, package, next bill, card on file`, async () => {
      const page = await signedInAccount(width)
      const errors = collectPageErrors(page)
      const cards = page.locator('[data-account-site]')
      expect(await cards.count()).toBe(jordan.account.sites.length)
      for (const [index, site] of jordan.account.sites.entries()) {
        const card = cards.nth(index)
        const text = (await card.textContent())!
        const monitoring = table.monitoring[site.services.monitoringItemId!]!
        expect(text).toContain(`${monitoring.name} · ${formatMoney(monitoring.monthly)}/mo.`)
        expect(text).toContain(table.packages[site.services.packageItemId!]!)
        expect(text).toContain(`${site.billing.paymentMethod.brand} ending in ${site.billing.paymentMethod.last4}`)
        expect(await card.getByRole('heading', { level: 3 }).textContent()).toContain(site.address1)
        expect(text).toMatch(/Next bill\$\d+\.\d{2} on [A-Z][a-z]+ \d{1,2}, \d{4}/)
      }
      // Nothing wider than the screen, and the header's account menu whole on it (rater: "Alex ▾" was cut off).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const menu = (await page
        .getByRole('button', { name: /^Account menu for/ })
        .first()
        .boundingBox())!
      expect(menu.x + menu.width).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
      await page.context().close()
    })
  }
})

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

/**
 * Rater report 7, E13: a home's card offers what customers most often do for it (service, payment, autopay, the bill),
 * each a link named for the home to screen readers and large enough to tap, leading to its page.
 */
describe("each site's card offers the customer's common actions", () => {
  const actions = (
    JSON.parse(readFileSync(join(repoRoot, 'routes.json'), 'utf8')) as {
      routes: Array<{
        name: string
        blocks: Array<{ props: { siteActions?: Array<{ label: string; href: string }> } }>
      }>
    }
  ).routes.find((route) => route.name === 'account')!.blocks[0]!.props.siteActions!

  for (const width of [375, 1280]) {
    it(`at ${width} px: every card lists the actions, named for its home, 44 px targets, within the card`, async () => {
      expect(actions.length).toBeGreaterThan(0)
      const page = await signedInAccount(width)
      const errors = collectPageErrors(page)
      const cards = page.locator('[data-account-site]')
      for (const [index, site] of jordan.account.sites.entries()) {
        const card = cards.nth(index)
        const list = card.getByRole('list', { name: `What you can do for ${site.address1}`, exact: false })
        const links = list.getByRole('link')
        expect(await links.allTextContents()).toEqual(actions.map((action) => action.label))
        const cardBox = (await card.boundingBox())!
        for (const [position, action] of actions.entries()) {
          const link = links.nth(position)
          expect(await link.getAttribute('href')).toBe(action.href)
          const box = (await link.boundingBox())!
          // A tap target, on one line (at 375 "Update payment method" wrapped to two in bold 18 px).
          expect(box.height).toBeGreaterThanOrEqual(44)
          expect(box.height).toBeLessThan(60)
          expect(box.x).toBeGreaterThanOrEqual(cardBox.x)
          expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
        }
      }
      // The first action leads to its page, which exists.
      await cards.first().getByRole('link', { name: actions[0]!.label }).click()
      await page.waitForURL(`${baseUrl}${actions[0]!.href}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
      expect(errors).toEqual([])
      await page.context().close()
    })
  }
})

import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import {
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
  hydratedInView,
} from './support/browser.ts'
import { openHours } from './support/clock.ts'
import { ORDER_PAGE, drawnPrice, packageCard } from './support/shopJourney.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { applyPricePromotions, dollars, packageLine } from '../../services/catalogue/index.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const SHOTS = 'test-results/compare-packages'
/** The brand's shop and partner shops: one with its own catalogue, one whose partner prices strike the list price. */
const SHOPS = { '/shop': null, '/shop/brightpath-solar': 'ecat-solar', '/shop/dallas-dealer': 'ecat-dealer' } as const

/** Each package's equipment price as the page's catalogue sells it today (its promotions applied), by package name. */
function cataloguePriceOf(catalogId: string | null): Map<string, string> {
  const catalogues = localPriceCatalogues(repoRoot)!
  const source = catalogues.byId.get(catalogId ?? catalogues.defaultCatalogId)!
  const catalogue = applyPricePromotions(source, readPricePromotions(repoRoot), Date.now())
  return new Map(
    catalogue.packages.map((record) => [
      record.catalogueItemsDetail.itemName?.trim() || record.catalogueInfo.name,
      dollars(packageLine(record).listPrice),
    ]),
  )
}

/** The comparison as the table states it: for each package (column), each row's heading and its cell's words. */
function tableByPackage(table: Locator): Promise<Record<string, [string, string][]>> {
  return table.locator('table').evaluate((element: HTMLTableElement) => {
    const packages = [...element.tHead!.rows[0]!.cells].slice(1).map((cell) => cell.textContent.trim())
    const rows = [...element.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent.trim()))
    return Object.fromEntries(
      packages.map((name, column) => [name, rows.map((cells) => [cells[0]!, cells[column + 1]!] as [string, string])]),
    )
  })
}

async function openShop(width: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
  const errors = collectPageErrors(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return { page, errors }
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
const compareTable = (page: Page) => page.locator('#package-tables [data-testid="compare-table"]')
/**
 * Sixth walkthrough D11: "Compare Packages" had no price and no Choose, and at 375 px it was 4 stacked cards of 13
 * rows (3,185 px), mostly "Not included". Now one real table at every width: each package's equipment price from the
 * catalogue (a partner's list price struck as on its card) and a "Choose …" per package; on a phone the table scrolls
 * sideways in its own box with the device column kept in view and a hint, and the page never scrolls sideways.
 */
describe.each([375, 768, 1280])('the package comparison at %i px', (width) => {
  it.each(Object.keys(SHOPS))('on %s: a table with each package’s catalogue price and its Choose', async (path) => {
    mkdirSync(SHOTS, { recursive: true })
    const { page, errors } = await openShop(width, path)
    const table = compareTable(page)
    expect(await table.isVisible()).toBe(true)
    // Column and row headers at every width, so each cell is read with its package and its row.
    expect(await table.locator('th[scope="col"]').count()).toBeGreaterThan(2)
    expect(await table.locator('th[scope="row"]').count()).toBeGreaterThan(2)
    const byPackage = await tableByPackage(table)
    const catalogue = cataloguePriceOf(SHOPS[path as keyof typeof SHOPS])
    expect(Object.keys(byPackage).sort()).toEqual([...catalogue.keys()].sort())
    for (const [name, rows] of Object.entries(byPackage)) {
      // The first row is the price, then the devices, the monitoring and the installation.
      expect(rows[0]![0]).toBe('Equipment price')
      const column = [...Object.keys(byPackage)].indexOf(name)
      const cell = table.locator('[data-compare-price]').nth(column)
      const price = await drawnPrice(cell)
      expect(price.paid, `${path} ${name}`).toBe(catalogue.get(name))
      // Struck as the package's card strikes it (a partner's list price, a promotion's regular price), or not at all.
      expect(price, `${path} ${name}`).toEqual(
        await drawnPrice(packageCard(page, name).locator('[data-package-price]')),
      )
      expect(await table.getByRole('button', { name: `Choose ${name}`, exact: true }).count()).toBe(1)
    }
    if (path === '/shop/dallas-dealer')
      expect(await table.locator('[data-compare-price] s').count()).toBe(Object.keys(byPackage).length)
    expect(await scrollsSideways(page)).toBe(false)
    if (path === '/shop') await expectNoAxeViolations(page)
    await table.screenshot({ path: `${SHOTS}/${path.slice(1).replace(/\//g, '-')}-${width}.png` })
    expect(errors).toEqual([])
    await page.close()
  })

  it('on /shop: fits the screen from 768 px; at 375 px scrolls in its own box under a hint, its device column kept in view', async () => {
    const { page } = await openShop(width, '/shop')
    const table = compareTable(page)
    const hint = page.getByTestId('compare-scroll-hint')
    const overflows = await table.evaluate((region) => region.scrollWidth > region.clientWidth)
    expect(overflows).toBe(width < 768)
    expect(await hint.isVisible()).toBe(width < 768)
    if (width < 768) {
      // 3,185 px of stacked cards before; the table with its price and Choose rows is well under half.
      expect((await table.boundingBox())!.height).toBeLessThan(1500)
      const firstColumn = table.locator('tbody th[scope="row"]').first()
      const before = (await firstColumn.boundingBox())!.x
      await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }))
      expect((await firstColumn.boundingBox())!.x).toBe(before)
      // The last package, scrolled to, is on the screen beside the sticky column.
      const last = table.locator('thead th[scope="col"]').last()
      const box = (await last.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.x).toBeGreaterThanOrEqual((await firstColumn.boundingBox())!.width)
    }
    expect(await scrollsSideways(page)).toBe(false)
    await page.close()
  })

  it('chooses a package from the table as its card does: the package view', async () => {
    const { page, errors } = await openShop(width, '/shop')
    const choose = compareTable(page).getByRole('button', { name: 'Choose Video Package', exact: true })
    await hydratedInView(choose)
    await choose.click()
    await page.getByRole('heading', { level: 1, name: 'Video Package', exact: true }).waitFor()
    // The address follows once the shop's history code has loaded (it loads on the first change of view).
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('package')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the comparison’s Choose without JavaScript', () => {
  it.each([375, 1280])('at %i px posts the card’s own form: the order of that package at its price', async (width) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    const price = await drawnPrice(packageCard(page, 'Video Package').locator('[data-package-price]'))
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      compareTable(page).getByRole('button', { name: 'Choose Video Package', exact: true }).click(),
    ])
    expect(answer.status()).toBe(303)
    await page.waitForURL(ORDER_PAGE)
    const line = page.getByTestId('order-line').first()
    await expect(line.textContent()).resolves.toContain('Video Package')
    await expect(line.textContent()).resolves.toContain(price.paid)
    await context.close()
  })
})

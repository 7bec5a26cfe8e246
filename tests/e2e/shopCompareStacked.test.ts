import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const SHOTS = 'test-results/compare-packages'
/** The brand's shop and two partner shops, one with the solar partner's own catalogue. */
const SHOPS = ['/shop', '/shop/keystone-realty', '/shop/brightpath-solar']

/** The comparison as the table states it: for each package (column), each row's heading and its cell's words. */
function tableByPackage(page: Page): Promise<Record<string, [string, string][]>> {
  return page.locator('#package-tables [data-testid="compare-table"] table').evaluate((table: HTMLTableElement) => {
    const packages = [...table.tHead!.rows[0]!.cells].slice(1).map((cell) => cell.textContent.trim())
    const rows = [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent.trim()))
    // A package's "—" is drawn for the eye; the cell's words are its hidden "Not included".
    const words = (text: string) => text.replace(/^—/, '')
    return Object.fromEntries(
      packages.map((name, column) => [
        name,
        rows.map((cells) => [cells[0]!, words(cells[column + 1]!)] as [string, string]),
      ]),
    )
  })
}

/** The stacked comparison: each package's heading and its rows as term and value. */
function stackedByPackage(page: Page): Promise<Record<string, [string, string][]>> {
  return page
    .locator('#package-tables [data-testid="compare-stacked"]')
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll(':scope > li')].map((card) => [
          card.querySelector('h3')!.textContent.trim(),
          [...card.querySelectorAll('dl > div')].map(
            (row) =>
              [row.querySelector('dt')!.textContent.trim(), row.querySelector('dd')!.textContent.trim()] as [
                string,
                string,
              ],
          ),
        ]),
      ),
    )
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

/** Fourth walkthrough D16: the package comparison scrolled sideways on a phone; the leading brands stack it. */
describe('the package comparison on /shop and the partner shops', () => {
  it.each(SHOPS)(
    'at 375 px on %s: one card per package, every row readable, nothing scrolls sideways',
    async (path) => {
      mkdirSync(SHOTS, { recursive: true })
      const { page, errors } = await openShop(375, path)
      const table = page.locator('#package-tables [data-testid="compare-table"]')
      const stacked = page.locator('#package-tables [data-testid="compare-stacked"]')
      expect(await table.isVisible()).toBe(false)
      expect(await stacked.isVisible()).toBe(true)
      // Every package with every row of the table, in the table's order, with the table's words.
      const byPackage = await tableByPackage(page)
      expect(Object.keys(byPackage).length).toBeGreaterThan(1)
      expect(await stackedByPackage(page)).toEqual(byPackage)
      // Each package has its own heading, and every card lies inside the screen.
      for (const name of Object.keys(byPackage))
        expect(await stacked.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(1)
      for (const card of await stacked.locator(':scope > li').all()) {
        const box = (await card.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(375)
      }
      expect(await scrollsSideways(page)).toBe(false)
      if (path === '/shop') await expectNoAxeViolations(page)
      await stacked.screenshot({ path: `${SHOTS}/${path.slice(1).replace(/\//g, '-')}-375.png` })
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it('at 700 px, still too narrow for the table: the cards two abreast, nothing scrolls sideways', async () => {
    const { page } = await openShop(700, '/shop')
    const stacked = page.locator('#package-tables [data-testid="compare-stacked"]')
    expect(await page.locator('#package-tables [data-testid="compare-table"]').isVisible()).toBe(false)
    const [first, second] = await stacked.locator(':scope > li').all()
    const [a, b] = [(await first!.boundingBox())!, (await second!.boundingBox())!]
    expect(b.y).toBe(a.y)
    expect(b.x + b.width).toBeLessThanOrEqual(700)
    expect(await stackedByPackage(page)).toEqual(await tableByPackage(page))
    expect(await scrollsSideways(page)).toBe(false)
    await stacked.screenshot({ path: `${SHOTS}/shop-700.png` })
    await page.close()
  })

  it.each([768, 1280])('at %i px: the table, whole, and no stacked copy', async (width) => {
    for (const path of SHOPS) {
      const { page } = await openShop(width, path)
      const table = page.locator('#package-tables [data-testid="compare-table"]')
      expect(await table.isVisible(), path).toBe(true)
      expect(await page.locator('#package-tables [data-testid="compare-stacked"]').isVisible(), path).toBe(false)
      // Its columns fit: the table needs no sideways scroll of its own, nor of the page.
      expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth), path).toBe(true)
      expect(await scrollsSideways(page), path).toBe(false)
      // Column and row headers, so each cell is read with its package and its device.
      expect(await table.locator('th[scope="col"]').count(), path).toBeGreaterThan(2)
      expect(await table.locator('th[scope="row"]').count(), path).toBeGreaterThan(2)
      if (path === '/shop') await table.screenshot({ path: `${SHOTS}/shop-${width}.png` })
      await page.close()
    }
  })
})

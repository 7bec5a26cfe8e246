import { describe, expect, it } from 'vitest'
import { browserPerFile } from '../../tests/e2e/support/browser.ts'
import { repoRoot, studioPerFile, openPageInStudio } from './support/studioUnderTest.ts'
import { saveAndConfirm, selectBlock } from './support/studioActions.ts'
import { localPricesToday, priceValueText } from '../../scripts/lib/pricesToday.ts'
import { priceText } from '../../services/catalogue/index.ts'
import { pageCatalogueFor } from '../server/pageCatalogue.server.ts'

const browser = browserPerFile()
const studio = studioPerFile()
const openInStudio = (key: string, firstBlock: string) => openPageInStudio(browser(), studio, key, firstBlock)

type RouteEntry = {
  name: string
  path: string
  aliases?: string[]
  blocks: Array<{ id: string; schedule?: unknown; props?: Record<string, unknown> }>
}
const routeOf = (text: string, name: string) =>
  (JSON.parse(text) as { routes: RouteEntry[] }).routes.find((r) => r.name === name)!
const shopOf = (text: string) => routeOf(text, 'shop')
const homeOf = (text: string) => routeOf(text, 'home')
/** A catalogue value today, as the studio's server reads the catalogue. */
const priceToday = (name: string) => {
  const catalogues = localPricesToday(repoRoot)!
  return catalogues.byId.get(catalogues.defaultCatalogId)!.prices.get(name)!
}
/** What a catalogue value shows today in a choice: "$39.99/mo.". */
const todays = (name: string) => priceValueText(name, priceToday(name))
/** Its figure alone, as a page reads it: "$39.99". */
const todaysFigure = (name: string) => priceText(name, priceToday(name))
const factsOf = (slug: string) => pageCatalogueFor(repoRoot).devices.find((device) => device.slug === slug)!.facts

describe('dates, words and template values in the studio', () => {
  it('a block gets Show from / Hide after dates: a wrong order is a sentence, the dates land in its schedule, the preview honours them', async () => {
    const { page, frame } = await openInStudio('shop', 'zip-hero')
    await selectBlock(frame, 'zip-hero', 'h1')
    const from = page.locator('[data-schedule-end="startsAt"] input[type="date"]:visible')
    const until = page.locator('[data-schedule-end="endsAt"] input[type="date"]:visible')
    await from.fill('2027-06-01')
    await until.fill('2027-05-31')
    await expect
      .poll(() => page.locator('[data-schedule-problem]:visible').textContent())
      .toContain('Hide after must be later than Show from')
    await until.fill('2027-06-30')
    await page.locator('[data-schedule-problem]').waitFor({ state: 'detached' })
    const summary = await saveAndConfirm(page)
    // Told once, under the pages that show the block (the summary is rendered: no Markdown left).
    expect(summary.split('Tue, Jun 1, 2027, 12:00 AM CT').length - 1).toBe(1)
    expect(shopOf(studio.file('routes.json')).blocks.find((b) => b.id === 'zip-hero')!.schedule).toEqual({
      startsAt: '2027-06-01',
      endsAt: '2027-06-30',
    })
    expect(studio.file('partners.json')).toBe(studio.original('partners.json'))
    // The simulator's calendar: before the start the block is hidden, inside the window it shows.
    await page.locator('input[name="sim-date"]').fill('2027-05-15')
    await frame.locator('[data-hidden-by-schedule]').waitFor({ timeout: 30_000 })
    // Named as the outline names it, not by its id alone.
    expect(await frame.locator('[data-hidden-by-schedule]').textContent()).toMatch(
      /^Shop ZIP check \(zip-hero\) is not shown/,
    )
    await page.locator('input[name="sim-date"]').fill('2027-06-15')
    await frame.locator('[data-puck-component="zip-hero"] h1').waitFor({ timeout: 30_000 })
    await page.close()
  })

  it("a block can follow a sale instead of dates: the promotion lands in its schedule, the preview hides it by the promotion's dates", async () => {
    const { page, frame } = await openInStudio('shop', 'zip-hero')
    await selectBlock(frame, 'zip-hero', 'h1')
    await page.locator('[data-schedule-promotion] select:visible').selectOption('during memorial-day-cameras')
    // Its dates are the promotion's: the date inputs give way to the choice.
    await page.locator('[data-schedule-end="startsAt"]:visible').waitFor({ state: 'detached' })
    const summary = await saveAndConfirm(page)
    expect(summary).toContain('while the promotion "memorial-day-cameras" runs')
    expect(shopOf(studio.file('routes.json')).blocks.find((b) => b.id === 'zip-hero')!.schedule).toEqual({
      promotion: 'memorial-day-cameras',
      when: 'during',
    })
    // memorial-day-cameras runs May 24–31, 2027 (site-config/price-promotions.json).
    await page.locator('input[name="sim-date"]').fill('2027-05-15')
    await frame.locator('[data-hidden-by-schedule]').waitFor({ timeout: 30_000 })
    expect(await frame.locator('[data-hidden-by-schedule]').textContent()).toContain(
      'it is shown while the promotion "memorial-day-cameras" runs',
    )
    await page.locator('input[name="sim-date"]').fill('2027-05-25')
    await frame.locator('[data-puck-component="zip-hero"] h1').waitFor({ timeout: 30_000 })
    await page.close()
  })

  it('fields show their schema words; a value inserted from the menu shows as a chip and is saved as {{brand.name}}', async () => {
    const { page, frame } = await openInStudio('shop', 'zip-hero')
    await selectBlock(frame, 'zip-hero', 'h1')
    await page
      .locator('[data-field-help]:visible', { hasText: 'The main words of this section.' })
      .first()
      .waitFor({ timeout: 30_000 })
    const heading = page.locator('[data-chip-text="heading"]:visible')
    await page.locator('[data-insert-value="heading"]:visible').selectOption('brand.name')
    await expect.poll(() => heading.locator('[data-template="brand.name"]').textContent()).toBe('Company name')
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await saveAndConfirm(page)
    const props = shopOf(studio.file('routes.json')).blocks.find((b) => b.id === 'zip-hero')!.props ?? {}
    expect(String(props.heading)).toContain('{{brand.name}}')
    await page.close()
  })

  it('a price is picked from the page’s catalogue, named with what it shows today, and saved as its catalogue name', async () => {
    const { page, frame } = await openInStudio('home', 'hero')
    await selectBlock(frame, 'hero', 'h1')
    const price = page.locator('select[data-catalogue-field="price"]:visible')
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('lowest.monitoring')
    // Offered by name, with today's figure from the catalogue: no price is typed.
    const offered = await price.locator('option').allTextContents()
    expect(offered).toContain(`Lowest equipment price (${todays('lowest.equipment')})`)
    expect(offered).toContain(`Starter monitoring price (${todays('starter-package.monitoring')})`)
    // The preview shows the figure a visitor will read, from the catalogue, as the hero's price.
    const shown = () => frame.locator('[data-puck-component="hero"] [data-price] .visually-hidden').textContent()
    await expect.poll(shown).toContain(todaysFigure('lowest.monitoring'))
    expect(await shown()).toMatch(/^Monitoring from /)
    await price.selectOption('starter-package.monitoring')
    await expect.poll(shown).toContain(todaysFigure('starter-package.monitoring'))
    await page.locator('[data-save-state="unsaved"]').waitFor()
    await saveAndConfirm(page)
    const hero = homeOf(studio.file('routes.json')).blocks.find((b) => b.id === 'hero')!
    expect(hero.props?.price).toEqual({ catalogue: 'starter-package.monitoring', lead: 'Monitoring from' })
    await page.close()
  })

  it('a card’s facts come from a device picked by name, its facts shown beside the choice, and saved as its slug', async () => {
    const { page, frame } = await openInStudio('smart-thermostats', 'hero')
    await selectBlock(frame, 'thermostat-card', 'h2')
    // The cards list: the card opens from its summary (a Puck array item).
    await page
      .locator('[class*="ArrayFieldItem-summary"]:visible', { hasText: 'Smart Thermostat' })
      .first()
      .click({ timeout: 30_000 })
    const device = page.locator('select[data-catalogue-field="device"]:visible')
    // The card names no device yet: its facts are its own.
    await expect.poll(() => device.inputValue(), { timeout: 30_000 }).toBe('')
    expect(await page.locator('[data-catalogue-facts]:visible').count()).toBe(0)
    const offered = await device.locator('option').allTextContents()
    expect(offered).toEqual(expect.arrayContaining(['Outdoor Camera', 'Smart Thermostat']))
    expect(offered).not.toContain('smart-thermostat')
    await device.selectOption({ label: 'Smart Thermostat' })
    await expect
      .poll(() => page.locator('[data-catalogue-facts]:visible li').allTextContents())
      .toEqual(factsOf('smart-thermostat'))
    // The preview's card lists them, as the site's will.
    const preview = frame.locator('[data-puck-component="thermostat-card"]')
    for (const fact of factsOf('smart-thermostat')) await preview.getByText(fact, { exact: true }).first().waitFor()
    await saveAndConfirm(page)
    const card = (
      routeOf(studio.file('routes.json'), 'smart-thermostats').blocks.find((b) => b.id === 'thermostat-card')!.props!
        .items as Array<{ specs?: unknown }>
    )[0]!
    expect(card.specs).toEqual({ catalogue: 'smart-thermostat' })
    await page.close()
  })

  it('the canonical path is edited in the Page panel: the route moves, the old path stays as an alias', async () => {
    const { page } = await openInStudio('shop', 'zip-hero')
    const path = page.locator('input[name="path"]:visible')
    await expect.poll(() => path.inputValue(), { timeout: 30_000 }).toBe('/shop')
    await path.fill('shop')
    await expect
      .poll(() => page.locator('[data-setting="path"] [role="alert"]').textContent())
      .toContain('starts with /')
    await path.fill('/store')
    await saveAndConfirm(page)
    const shop = shopOf(studio.file('routes.json'))
    expect(shop.path).toBe('/store')
    expect(shop.aliases).toContain('/shop')
    await page.close()
  })
})

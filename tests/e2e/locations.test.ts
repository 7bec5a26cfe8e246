import { describe, expect, inject, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../support/fixtureSite.ts'
import type { LocationState } from '../../services/content/index.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated, openPageAt } from './support/browser.ts'
import { closedHours, openHours, sundayNoon } from './support/clock.ts'
import { realSite } from '../support/realSite.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { telHref } from '../../services/partners/index.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
// The content the pages are made from (site-config/content, in Strapi's shape).
const { locationStates } = (
  JSON.parse(readFileSync(join(repoRoot, 'site-config/content/locationStates.json'), 'utf8')) as {
    data: { locationStates: Array<Omit<LocationState, 'id'>> }
  }
).data
const texas = locationStates.find((state) => state.slug === 'texas')!

describe('location pages show the area served and local reviews (issue 25 item 7)', () => {
  it.each([375, 768, 1280])('at %i px', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = collectPageErrors(page)

    await page.goto(baseUrl + '/locations/texas', { waitUntil: 'load' })
    // The state page: every city it serves, each with its neighborhoods.
    const area = page.locator('[data-area-served] > li')
    expect(await area.count()).toBe(texas.cities.length)
    for (const [index, city] of texas.cities.entries()) {
      const item = area.nth(index)
      expect(await item.getByRole('link').innerText()).toBe(city.name)
      for (const neighborhood of city.neighborhoods) expect(await item.innerText()).toContain(neighborhood)
    }
    // Reviews from its cities, each naming its city, with stars a screen reader can read.
    const stateReviews = page.locator('[data-local-reviews] li')
    expect(await stateReviews.count()).toBeGreaterThanOrEqual(texas.cities.length)
    const firstReview = texas.cities[0]!.reviews[0]!
    expect(await stateReviews.first().innerText()).toContain(firstReview.text)
    expect(await stateReviews.first().locator('figcaption').innerText()).toBe(
      `${firstReview.author}, ${texas.cities[0]!.name}`,
    )
    expect(await stateReviews.first().getByRole('img').getAttribute('aria-label')).toBe(
      `Rated ${firstReview.rating} out of 5`,
    )
    // As the leading brands' local pages do: the plans with their monthly prices, and the quote form on the page.
    expect(await page.locator('main a', { hasText: 'Get a Free Quote' }).first().getAttribute('href')).toBe('#schedule')
    expect(await page.locator('#plans').innerText()).toMatch(/\/mo\./)
    const quote = page.locator('#schedule')
    expect(await quote.getByRole('heading', { name: 'Get a Free Quote From Your Local Team' }).count()).toBe(1)
    expect(await quote.getByLabel('ZIP Code').count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (width === 375) await expectNoAxeViolations(page)
    // Hydrated before leaving, so a hydration error on the state page is among the errors.
    await hydrated(page)

    // A city page: its neighborhoods and its own reviews.
    const dallas = texas.cities.find((city) => city.slug === 'dallas')!
    await page.goto(baseUrl + '/locations/texas/dallas', { waitUntil: 'load' })
    for (const neighborhood of dallas.neighborhoods)
      expect(await page.getByRole('listitem').filter({ hasText: neighborhood }).count()).toBeGreaterThan(0)
    const cityReviews = page.locator('[data-local-reviews] li')
    expect(await cityReviews.allInnerTexts()).toHaveLength(dallas.reviews.length)
    for (const [index, review] of dallas.reviews.entries())
      expect(await cityReviews.nth(index).locator('figcaption').innerText()).toBe(review.author)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (width === 1280) await expectNoAxeViolations(page)
    await hydrated(page)
    expect(errors).toEqual([])
    await page.close()
  })
})

// Issue 25 rater walkthrough item 2: the local team's number was a live call link at 23:00 and on Sunday, while
// the header said Sales Offline. It is a sales line (spec 4.10): a link while sales is open, else the sales hours.
describe('the local team’s number follows the sales hours', () => {
  // Sales (site-config/hours.json): Monday–Friday 7am–10pm CT, closed on weekends.
  const CLOCKS = {
    'open hours': [openHours(), true],
    'a weekday night': [closedHours(), false],
    'Sunday noon': [sundayNoon(), false],
  } as const
  const salesHours = hoursTexts(realSite().config.hours).sales
  it.each(
    [375, 768, 1280].flatMap((width) => Object.keys(CLOCKS).map((at) => [width, at as keyof typeof CLOCKS] as const)),
  )('at %i px at %s, scripts blocked and run', async (width, at) => {
    const [clock, open] = CLOCKS[at]
    for (const scripts of ['blocked', 'run'] as const) {
      const page = await openPageAt(browser(), baseUrl + '/locations/texas', { width, clock, scripts })
      const where = `${width} px, ${clock.toISOString()}, scripts ${scripts}`
      const line = page.locator('[data-local-call]')
      const links = line.locator(`a[href="${telHref(texas.phone)}"]`).filter({ visible: true })
      expect(await links.count(), where).toBe(open ? 1 : 0)
      const text = await line.innerText()
      if (open) expect(text, where).toContain(texas.phone)
      else {
        expect(text, where).not.toContain(texas.phone)
        expect(text, where).toContain(salesHours)
      }
      await page.context().close()
    }
  })
})

import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import type { ShopZipHeroProps } from '../../schemas/generated/blocks/ShopZipHeroProps.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { closedHours, openHours, saturdayAt, weekdayAt } from './support/clock.ts'
import { ordinaryDayServer } from './support/serverAt.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const shop = site.resolve('/shop')
const zipHero: ShopZipHeroProps = shop.blocks.find((block) => block.type === 'ShopZipHero')!.props
const differenceItems = (shop.blocks.find((block) => block.id === 'brand-difference')!.props as { items: unknown[] })
  .items.length
const salesPhone = shop.context.phones.sales
const salesHours = hoursTexts(site.config.hours).sales
const ecommHours = hoursTexts(site.config.hours).ecommSales

// A phone's and a laptop's first screen.
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]

describe('the package list starts in the first screen of /shop (issue 25 walkthrough item 1)', () => {
  it.each(SCREENS)('at $width × $height px, with the sections above it kept in the spec order', async (screen) => {
    const page = await browser().newPage({ viewport: screen })
    const errors = collectPageErrors(page)
    await page.goto(baseUrl + '/shop', { waitUntil: 'load' })
    const found = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
      const band = document.querySelector('#brand-difference [role="region"]')!
      return {
        heroTop: box('#zip-hero h1').top,
        differenceTop: box('#brand-difference h2').top,
        differenceItems: document.querySelectorAll('#brand-difference li').length,
        packagesHeading: box('#package-tables h2').top,
        packagesHeadingBottom: box('#package-tables h2').bottom,
        headingLine: parseFloat(getComputedStyle(document.querySelector('#package-tables h2')!).lineHeight),
        firstPackage: box('#package-tables article').top,
        bandScrolls: band.scrollWidth > band.clientWidth,
        bandFocusable: band.getAttribute('tabindex') === '0',
      }
    })
    const where = `${screen.width} px`
    // Spec 2.3's order: the ZIP hero, the Harbor Difference (all of its items), then the package tables.
    expect(found.heroTop, where).toBeLessThan(found.differenceTop)
    expect(found.differenceTop, where).toBeLessThan(found.packagesHeading)
    expect(found.differenceItems, where).toBe(differenceItems)
    // The package list starts in the first screen (its heading's first line at least, on a phone under the
    // header, the ZIP hero and the Harbor Difference); on a laptop the first package card starts in it too.
    expect(found.packagesHeading + found.headingLine, where).toBeLessThanOrEqual(screen.height)
    // With room to spare on a phone: the whole heading and a line of what follows it, not a heading cut at the
    // screen's edge (5 px to spare before the third walkthrough).
    expect(found.packagesHeadingBottom, where).toBeLessThanOrEqual(screen.height - 40)
    if (screen.width >= 1280) expect(found.firstPackage, where).toBeLessThan(screen.height)
    // On a phone the Harbor Difference is one row that scrolls sideways: a region the keyboard can scroll.
    expect(found.bandScrolls, where).toBe(screen.width < 640)
    expect(found.bandFocusable, where).toBe(true)
    if (screen.width === 375) await expectNoAxeViolations(page)
    // Once the islands in view have hydrated, so a hydration error is among the errors.
    await hydrated(page)
    expect(errors, where).toEqual([])
    await page.close()
  })
})

describe('the ZIP hero says when to call, not a number nobody answers, by the e-commerce sales hours (spec 9.1)', () => {
  // hours.json's ecommCallWhenClosed with the hero's own words and the e-commerce line's hours, not sales': a
  // sentence that says whose hours these are (the header gives the same number with the sales hours).
  const closedText = fillTemplate(site.config.hours.texts.ecommCallWhenClosed, {
    label: zipHero.callLabel,
    hours: ecommHours,
  })
  // Chicago times where the e-commerce line differs from sales: a weekday 20:30 (sales open until 22, e-commerce
  // closed from 20) and Saturday 11:00 (inside the e-commerce text, but sales is unavailable all weekend and spec
  // 4.10 hides every phone link then, as the header says Offline); and both open, both closed.
  const CLOCKS = [
    ['weekday 10:00', openHours(), true],
    ['weekday 20:30', weekdayAt('20:30'), false],
    ['weekday 22:30', closedHours(), false],
    ['Saturday 11:00', saturdayAt('11:00'), false],
  ] as const

  it.each([375, 768, 1280])(
    'at %i px: a call link while e-commerce sales is open; the hours instead while closed',
    async (width) => {
      for (const [when, clock, open] of CLOCKS) {
        const page = await browser().newPage({ viewport: { width, height: 900 }, clock })
        await page.goto(baseUrl + '/shop', { waitUntil: 'load' })
        const hero = page.locator('#zip-hero')
        const callLinks = hero.locator('a[href^="tel:"]').filter({ visible: true })
        const text = await hero.innerText()
        expect(text, when).toContain(zipHero.callPrompt)
        if (open) {
          expect(await callLinks.count(), when).toBe(1)
          expect(await callLinks.innerText(), when).toBe(`${zipHero.callLabel} ${salesPhone}`)
          expect(text, when).not.toContain(closedText)
        } else {
          // No call link while closed and the fixed hours instead (spec 4.10): not the number as text either.
          expect(await callLinks.count(), when).toBe(0)
          expect(text, when).toContain(closedText)
          expect(text, when).not.toContain(salesPhone)
          expect(text, when).not.toContain(salesHours)
        }
        await page.close()
      }
    },
  )

  // With scripts off the server's clock decides the day: an ordinary one, whatever the real date.
  const ordinaryDay = ordinaryDayServer()

  it('without scripts the hero prints the number as text beside the e-commerce hours (nothing decides the hour)', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await page.goto(ordinaryDay().baseUrl + '/shop', { waitUntil: 'load' })
    const hero = page.locator('#zip-hero')
    // What a leading brand prints: the number and when it is answered (avail item 1), never a call link.
    expect((await hero.innerText()).replace(/\s+/g, ' ')).toContain(`${zipHero.callLabel} ${salesPhone}, ${ecommHours}`)
    expect(await hero.innerText()).not.toContain(closedText)
    expect(await hero.locator('a[href^="tel:"]').filter({ visible: true }).count()).toBe(0)
    await context.close()
  })
})

describe('a hero’s "Or call" line while sales is closed gives the hours instead of the number (spec 4.10)', () => {
  it.each([375, 1280])('at %i px on /cameras', async (width) => {
    const cameras = site.resolve('/cameras')
    const hero = cameras.blocks.find((block) => block.type === 'Hero')!
    const label = (hero.props as { phoneLabel: string }).phoneLabel
    const expected = fillTemplate(site.config.hours.texts.salesCallWhenClosed, { label, hours: salesHours })
    const page = await browser().newPage({ viewport: { width, height: 900 }, clock: closedHours() })
    await page.goto(baseUrl + '/cameras', { waitUntil: 'load' })
    const section = page.locator(`#${hero.id}`)
    expect(await section.innerText()).toContain(expected)
    expect(await section.innerText()).not.toContain(cameras.context.phones.sales)
    expect(await section.locator('a[href^="tel:"]').filter({ visible: true }).count()).toBe(0)
    await page.close()
  })
})

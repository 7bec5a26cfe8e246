import { mkdirSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { realSite } from '../support/realSite.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { isPricePromotionRunning } from '../../services/catalogue/index.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { dayAt } from './support/clock.ts'
import {
  ANA,
  bookSlotWithTestCard,
  checkOutFromCart,
  fillOrderContact,
  orderPageFromShopLink,
  sendOrderContact,
} from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const props = site
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props
const helpLine = site.config.layouts.layouts.checkout!.header.find((block) => block.type === 'CheckoutHelpLine')!
  .props as { prompt: string; callLabel: string; textLabel: string }
const { phones } = site.config
const dealer = site.config.partners.partners.find((partner) => partner.leadSource === 'dallas-dealer')!
const SHOTS = 'test-results/checkout-help'
/**
 * The partner's saving on its Starter Package (the dealer catalogue's "Save $17.50") and, while the holiday doorbell
 * sale runs on the server's real clock (price-promotions.json), the doorbell's $20.00: all from the catalogues.
 */
const doorbellSale = readPricePromotions(repoRoot).find((promotion) => promotion.id === 'holiday-doorbell')!
const PARTNER_SAVING = `You save ${isPricePromotionRunning(doorbellSale, Date.now()) ? '$37.50' : '$17.50'}`
const WIDTHS = [375, 1280] as const
const DAY_MS = 24 * 60 * 60 * 1000
/** Days ahead of the run, so the host (on the real clock) takes the slot the page (on its fixed clock) offers. */
const AHEAD = Date.now() + 2 * DAY_MS
/** A weekday at 10:00: the shop's sales line is open (spec 9.1, 4.10). */
const OPEN = dayAt('tuesday', '10:00', AHEAD)
/** A weekday at 23:00: closed until the morning. */
const NIGHT = dayAt('tuesday', '23:00', AHEAD)
/** Saturday 11:00: sales closed until Monday (seventh walkthrough E10). */
const SATURDAY = dayAt('saturday', '11:00', AHEAD)
const STANDARD_PACKAGE = `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`

/** What the help line shows (the variant the hour decided; its prompt only from 400 px, on one row on a phone). */
const helpText = async (page: Page) => {
  const line = page.getByTestId('checkout-help-line')
  const box = (await line.boundingBox())!
  // One row (3rem and its border), the height the page's scroll padding keeps clear for it; two would be 4.5rem.
  const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
  expect(box.height).toBeLessThanOrEqual(3 * rem + 1)
  return (await line.innerText()).replace(/\s+/g, ' ').trim()
}

/** The help line's words for `link`: after its prompt from 400 px, alone on a phone (to keep it one row). */
const shownLine = (page: Page, link: string) => (page.viewportSize()!.width < 400 ? link : `${helpLine.prompt} ${link}`)

async function newPage(width: number, clock: Date, javaScriptEnabled = true) {
  const context = await browser().newContext({ clock, viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  return { context, page, errors: collectPageErrors(page) }
}

mkdirSync(SHOTS, { recursive: true })

/** The whole page, from its top (the header's bar is fixed: a full-page shot of a scrolled page draws it mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** Seventh walkthrough E9: the checkout keeps a way to reach us in view while the buyer fills it in. */
describe('the checkout’s help line', () => {
  it.each([...WIDTHS, 768])('at %i px, in sales hours: the sales number to call', async (width) => {
    const { context, page, errors } = await newPage(width, OPEN)
    await orderPageFromShopLink(page, STANDARD_PACKAGE)
    expect(await helpText(page)).toBe(shownLine(page, `${helpLine.callLabel} ${phones.sales}`))
    const call = page.getByTestId('checkout-help-line').getByRole('link')
    expect(await call.getAttribute('href')).toBe(telHref(phones.sales))
    expect(await call.isVisible()).toBe(true)
    // In view under the header, above the page's heading.
    const line = (await page.getByTestId('checkout-help-line').boundingBox())!
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(line.y + line.height).toBeLessThanOrEqual(heading.y)
    expect(line.y).toBeLessThan(200)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/open-top-${width}.png` })
    // It stays in view, under the header's bar, while the buyer fills the form in; a field reached by the keyboard
    // scrolls clear of both.
    await page.getByLabel('ZIP Code').focus()
    const zip = (await page.getByLabel('ZIP Code').boundingBox())!
    const stuck = (await page.getByTestId('checkout-help-line').boundingBox())!
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(stuck.y).toBeGreaterThan(0)
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(zip.y)
    expect(await call.isVisible()).toBe(true)
    if (width >= 1024) {
      // The sticky order summary beside the form keeps its total in view, clear of the bar and the line.
      const total = (await page.getByTestId('order-subtotal').boundingBox())!
      expect(total.y).toBeGreaterThanOrEqual(stuck.y + stuck.height)
      expect(total.y + total.height).toBeLessThanOrEqual(900)
    }
    await page.screenshot({ path: `${SHOTS}/open-scrolled-${width}.png` })
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(WIDTHS)('at %i px, at night: no call link, the support text line that answers 24/7', async (width) => {
    const { context, page, errors } = await newPage(width, NIGHT)
    await orderPageFromShopLink(page, STANDARD_PACKAGE)
    expect(await helpText(page)).toBe(shownLine(page, `${helpLine.textLabel} ${phones.supportText}`))
    expect(await page.getByTestId('checkout-help-line').locator('a[href^="tel:"]:visible').count()).toBe(0)
    const text = page.getByTestId('checkout-help-line').getByRole('link')
    expect(await text.getAttribute('href')).toBe(smsHref(phones.supportText))
    await expectNoAxeViolations(page)
    await shot(page, `night-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('without scripts (the hour unknown): the text line, true at every hour, and never a call link', async () => {
    // The order is made with scripts; its page is then opened in a browser that runs none.
    const scripted = await newPage(375, OPEN)
    await orderPageFromShopLink(scripted.page, STANDARD_PACKAGE)
    const orderUrl = scripted.page.url()
    await scripted.context.close()
    const { context, page } = await newPage(375, OPEN, false)
    await page.goto(orderUrl, { waitUntil: 'load' })
    expect(await helpText(page)).toBe(shownLine(page, `${helpLine.textLabel} ${phones.supportText}`))
    await context.close()
  })
})

/** Seventh walkthrough E3: an order from /shop/dallas-dealer keeps the partner's price, saving, number and team. */
describe('a partner’s order', () => {
  it.each(WIDTHS)(
    'at %i px: the struck list price, the saving with the promotion’s, the partner’s number and team',
    async (width) => {
      const { context, page, errors } = await newPage(width, OPEN)
      await page.goto(`${baseUrl}/shop/dallas-dealer?package=DLR-STARTER-PACKAGE&customize=1`, { waitUntil: 'load' })
      await hydrated(page)
      await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
      // One Video Doorbell (on sale through January 3, 2027: $179.99 for $199.99).
      await page.locator('[data-device-row="doorbell-camera"] button').last().click()
      await page.getByRole('button', { name: 'Review Cart' }).click()
      await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
      await checkOutFromCart(page)
      await hydrated(page)

      expect(await helpText(page)).toBe(shownLine(page, `${helpLine.callLabel} ${dealer.phone}`))
      // Who calls, as the partner's pages name its team: the contact step's intro, whole, from the config.
      const caller = fillTemplate(props.confirmation.nextSteps.dealerCaller, { partner: dealer.name })
      expect(await page.getByText(fillTemplate(props.contact.intro, { caller }), { exact: true }).count()).toBe(1)
      const toggle = page.locator('[data-order-summary-toggle]')
      if (await toggle.isVisible()) {
        // Collapsed, the summary names the whole saving too.
        expect(await page.getByTestId('order-summary-saving').textContent()).toBe(PARTNER_SAVING)
        await toggle.click()
      }
      const starter = page.getByTestId('order-line').filter({ hasText: 'Starter Package' })
      // The partner's price beside the list price it saves from ($332.49 + "Save $17.50", the dealer catalogue's).
      expect(await starter.locator('s[data-regular-price]').allTextContents()).toEqual(['$349.99', '$349.99'])
      expect(await starter.getByTestId('order-line-each').textContent()).toBe('$332.49')
      // The partner's $17.50 and, while its sale runs, the doorbell's $20.00.
      expect(await page.getByTestId('order-saving').textContent()).toBe(PARTNER_SAVING)
      await shot(page, `partner-order-${width}`)

      const date = dateOptions(OPEN, site.config.hours)[1]!.value
      const slot = timeSlotOptions(date, 'morning', OPEN, site.config.hours)[0]!.value
      await sendOrderContact(page, { ...ANA, email: `ana.partner.${width}@example.com` })
      await bookSlotWithTestCard(page, { date, timeOfDay: 'morning', slot })
      await page.getByRole('button', { name: props.placeOrder.button }).click()
      await page.getByRole('heading', { level: 2, name: props.confirmation.heading }).waitFor()
      const steps = await page.getByTestId('confirmation-next-steps').locator('li').allTextContents()
      expect(steps[0]).toMatch(new RegExp(`^Your Harbor-certified dealer team at ${dealer.name} calls you `))
      expect(steps.join(' ')).not.toContain('Harbor Security Consultant')
      expect(await page.getByTestId('confirmation-call').innerText()).toBe(
        `${props.confirmation.callPrompt} ${props.confirmation.callLabel} ${dealer.phone}`,
      )
      expect(
        await page.locator(`a[href^="tel:"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).not.toContain(telHref(phones.sales))
      await expectNoAxeViolations(page)
      await shot(page, `partner-confirmation-${width}`)
      // A later visit (the server's HTML) keeps the partner's terms.
      await page.reload({ waitUntil: 'load' })
      expect(await page.getByTestId('confirmation-call').innerText()).toContain(dealer.phone)
      expect(await helpText(page)).toContain(dealer.phone)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

/** Seventh walkthrough E10 b: on Saturday at 11:00 a 3:15 PM slot comes before sales next opens (Monday). */
describe('a slot booked before sales next opens', () => {
  it.each(WIDTHS)('at %i px: confirmed by text, no call promised', async (width) => {
    const { context, page, errors } = await newPage(width, SATURDAY)
    await orderPageFromShopLink(page, STANDARD_PACKAGE)
    // Closed: the help line offers the text line.
    expect(await helpText(page)).toContain(phones.supportText)
    const today = dateOptions(SATURDAY, site.config.hours)[0]!.value
    const slot = timeSlotOptions(today, 'afternoon', SATURDAY, site.config.hours).find((option) =>
      option.value.endsWith('03:15 PM'),
    )!.value
    await sendOrderContact(page, { ...ANA, email: `ana.saturday.${width}@example.com` })
    await bookSlotWithTestCard(page, { date: today, timeOfDay: 'afternoon', slot })
    await page.getByRole('button', { name: props.placeOrder.button }).click()
    await page.getByRole('heading', { level: 2, name: props.confirmation.heading }).waitFor()
    const steps = await page.getByTestId('confirmation-next-steps').locator('li').allTextContents()
    expect(steps[0]).toBe(fillTemplate(props.confirmation.nextSteps.textToConfirm, { visitDay: 'today' }))
    expect(steps.join(' ')).not.toMatch(/calls you/)
    await expectNoAxeViolations(page)
    await shot(page, `saturday-confirmation-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Seventh walkthrough E15: ZIP 99501 gets the spec's words, then the next step, and no charge. */
describe('an unserved ZIP at checkout', () => {
  it.each([
    [375, OPEN],
    [1280, OPEN],
    [1280, NIGHT],
  ] as const)('at %i px (%s): the spec’s words, the saved details, no charge, the sales line', async (width, clock) => {
    const { context, page, errors } = await newPage(width, clock)
    await orderPageFromShopLink(page, STANDARD_PACKAGE)
    const orderNumber = (await page.getByTestId('order-number').textContent())!
    await fillOrderContact(page, { ...ANA, email: `ana.alaska.next.${width}@example.com`, zip: '99501' })
    await page.getByRole('button', { name: props.contact.button }).click()
    expect(await page.getByTestId('order-zip-not-served').textContent()).toBe(site.config.forms.messages.notServiceable)
    expect(await page.getByTestId('order-zip-next-step').textContent()).toBe(
      fillTemplate(props.contact.notServedNextStep, { orderNumber }),
    )
    const call = page.getByTestId('order-zip-call')
    expect(await call.innerText()).toContain(props.contact.notServedCallPrompt)
    if (clock === OPEN) expect(await call.getByRole('link').getAttribute('href')).toBe(telHref(phones.sales))
    else {
      // Closed: the online sales team's hours and when it opens, no call link.
      expect(await call.locator('a[href^="tel:"]:visible').count()).toBe(0)
      // "… Opens tomorrow at 8 AM CT." (a holiday tomorrow would name the day after).
      expect(await call.innerText()).toMatch(/our online sales team .+\. Opens .+ at 8 AM CT\.$/)
    }
    expect(await page.getByRole('heading', { name: props.placeOrder.heading }).count()).toBe(0)
    await expectNoAxeViolations(page)
    await shot(page, `zip-99501-${width}-${clock === OPEN ? 'open' : 'night'}`)
    expect(errors).toEqual([])
    await context.close()
  })
})

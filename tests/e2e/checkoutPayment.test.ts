import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import { ANA, orderPageFromShopLink, sendOrderContact } from './support/shopJourney.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { realSite } from '../support/realSite.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const texts: CheckoutOrderSummaryProps['payment'] = realSite()
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props.payment

const DAY_MS = 24 * 60 * 60 * 1000
/** 10:00 CT two weekdays or more ahead of the run (the host refuses slots begun by its own clock). */
const fixedClock = () => weekdayAt('10:00', Date.now() + 2 * DAY_MS)
/** The page clock's month and year as MM/YY, and the month before it: the expiry check reads the page's clock. */
function expiries(now: Date) {
  const chicago = new Date(now.toLocaleString('en-US', { timeZone: 'America/Chicago' }))
  const mmyy = (month: number, year: number) =>
    `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
  const month = chicago.getMonth() + 1
  const year = chicago.getFullYear()
  return { thisMonth: mmyy(month, year), lastMonth: month === 1 ? mmyy(12, year - 1) : mmyy(month - 1, year) }
}

/** From a shop link to the payment step: details accepted, an installation slot chosen. */
async function toPaymentStep(page: Page, packageId: string, now: Date) {
  await orderPageFromShopLink(page, `${baseUrl}/shop?package=${packageId}&customize=1`)
  await sendOrderContact(page, { ...ANA, email: 'ana.pay@example.com' })
  const date = dateOptions(now, realSite().config.hours)[1]!.value
  // Each date with its weekday (rater: the confirmation named a weekday the picker did not show).
  const shown = await page
    .getByLabel('Installation date', { exact: true })
    .locator(`option[value="${date}"]`)
    .textContent()
  expect(shown).toMatch(new RegExp(`^(Mon|Tue|Wed|Thu|Fri|Sat) ${date.replace(/\//g, '\\/')}$`))
  await page.getByLabel('Installation date', { exact: true }).selectOption(date)
  await page.getByLabel('Time of day', { exact: true }).selectOption('afternoon')
  await page
    .getByLabel('Arrival time', { exact: true })
    .selectOption(timeSlotOptions(date, 'afternoon', now, realSite().config.hours)[0]!.value)
  return (await page.getByTestId('order-subtotal').textContent())!
}

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
const activeLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '')

/** Issue 25 (checkout item 2): the embedded checkout host's payment step is a real step. */
describe('the checkout host’s payment step', () => {
  it.each([375, 768, 1280])(
    'at %i px: a demo card checked as a real form checks it, errors tied to their fields, only brand and last 4 kept',
    async (width) => {
      const now = fixedClock()
      const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await toPaymentStep(page, 'STD-COMPLETE-PACKAGE', now)
      // The card is the default choice, its test number said beside it.
      expect(await page.getByRole('radio', { name: texts.cardLabel }).isChecked()).toBe(true)
      expect(await page.getByTestId('payment-card').textContent()).toContain('4242 4242 4242 4242')

      // Nothing filled: every field says what is wrong, the first takes the focus.
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      const number = page.getByLabel(texts.cardNumberLabel)
      await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true')
      expect(await activeLabel(page)).toBe(texts.cardNumberLabel)
      const errorOf = async (label: string) => {
        const field = page.getByLabel(label, { exact: true })
        const describedBy = await field.getAttribute('aria-describedby')
        return describedBy ? page.locator(`#${describedBy}`).textContent() : null
      }
      expect(await errorOf(texts.cardNumberLabel)).toBe(texts.errors.numberRequired)
      expect(await errorOf(texts.expiryLabel)).toBe(texts.errors.expiryInvalid)
      expect(await errorOf(texts.cvcLabel)).toBe(texts.errors.cvcInvalid)
      expect(await errorOf(texts.cardNameLabel)).toBe(texts.errors.nameRequired)
      expect(await axeViolations(page)).toEqual([])

      // A mistyped digit fails the Luhn check; last month has passed on the page's clock.
      const { thisMonth, lastMonth } = expiries(now)
      await number.fill('4242424242424241')
      expect(await number.inputValue()).toBe('4242 4242 4242 4241')
      await page.getByLabel(texts.expiryLabel).fill(lastMonth.replace('/', ''))
      await page.getByLabel(texts.cvcLabel).fill('123')
      await page.getByLabel(texts.cardNameLabel).fill('Ana Ruiz')
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      await expect.poll(() => errorOf(texts.cardNumberLabel)).toBe(texts.errors.numberInvalid)
      expect(await errorOf(texts.expiryLabel)).toBe(texts.errors.expiryPast)
      expect(await errorOf(texts.cvcLabel)).toBeNull()

      // The test card through the end of this month: placed. The number never leaves the browser.
      await number.fill('4242424242424242')
      // Once tried, a corrected field loses its error as it is typed, as the contact forms' fields do.
      expect(await errorOf(texts.cardNumberLabel)).toBeNull()
      expect(await number.getAttribute('aria-invalid')).toBeNull()
      await page.getByLabel(texts.expiryLabel).fill(thisMonth.replace('/', ''))
      expect(await overflowsSideways(page)).toBe(false)
      await page.screenshot({ path: join(tmpdir(), `checkout-payment-${width}.png`), fullPage: true })
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/checkout-host/confirmation'))
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      const body = (await sent).postData()!
      expect(JSON.parse(body).payment).toEqual({ method: 'card', brand: 'Visa', last4: '4242' })
      expect(body).not.toContain('4242424242424242')
      // The security code neither as a field nor as a value (a bare '123' also turns up in order numbers and tokens).
      expect(body).not.toMatch(/"cvc"|"123"/)
      await page.getByTestId('confirmation-payment').waitFor()
      expect(await page.getByTestId('confirmation-payment').textContent()).toBe(
        texts.confirmationCard.replace('{{brand}}', 'Visa').replace('{{last4}}', '4242'),
      )
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('by keyboard: arrow keys choose financing on an order from $599, with the spec’s figure; the confirmation names it', async () => {
    const now = fixedClock()
    const context = await browser().newContext({ clock: now, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const subtotal = await toPaymentStep(page, 'STD-COMPLETE-PACKAGE', now)
    const total = Number(subtotal.replace(/[$,]/g, ''))
    const monthly = `$${(Math.round((total / 48) * 100) / 100).toFixed(2)}`
    const financing = page.getByRole('radio', { name: texts.financingLabel })
    // Its explanation is read with it: the payments, the figure, the spec's terms text, the amount financed.
    const description = await page.locator(`#${(await financing.getAttribute('aria-describedby'))!}`).textContent()
    // The cards' and the cart's words (seventh walkthrough E14), the spec's figure and terms text unchanged.
    expect(description).toContain(`${monthly}/mo. over 48 payments. Financing terms: at 0% APR for 9 months.`)
    expect(description).toContain(subtotal)

    await page.getByRole('radio', { name: texts.cardLabel }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.getByRole('radio', { name: texts.atInstallationLabel }).isChecked()).toBe(true)
    expect(await page.getByTestId('card-fields').count()).toBe(0)
    await page.keyboard.press('ArrowDown')
    expect(await financing.isChecked()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Place Demo Order' }).click()
    await page.getByTestId('confirmation-payment').waitFor()
    expect(await page.getByTestId('confirmation-payment').textContent()).toBe(
      `48 monthly payments of ${monthly} on ${subtotal}, subject to approval`,
    )
    expect(errors).toEqual([])
    await context.close()
  })

  it('below the $599 minimum no financing is offered; pay at installation names the total on the confirmation', async () => {
    const now = fixedClock()
    const context = await browser().newContext({ clock: now, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const subtotal = await toPaymentStep(page, 'STD-STARTER-PACKAGE', now)
    expect(Number(subtotal.replace(/[$,]/g, ''))).toBeLessThan(599)
    expect(await page.getByRole('radio', { name: texts.financingLabel }).count()).toBe(0)
    expect(await page.getByTestId('financing-unavailable').textContent()).toBe(
      texts.financingUnavailableText.replace('{{minimum}}', '$599'),
    )
    await page.getByText(texts.atInstallationLabel, { exact: true }).click()
    await page.getByRole('button', { name: 'Place Demo Order' }).click()
    await page.getByTestId('confirmation-payment').waitFor()
    expect(await page.getByTestId('confirmation-payment').textContent()).toBe(`Pay ${subtotal} at installation`)
    expect(errors).toEqual([])
    await context.close()
  })
})

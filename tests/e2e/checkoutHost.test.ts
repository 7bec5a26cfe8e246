import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import {
  ANA,
  fillInstallationAddress,
  bookSlotWithTestCard,
  checkShopZip,
  orderPageFromShopLink,
  sendOrderContact,
  sendSecureConsultation,
} from './support/shopJourney.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { arrivalWindowOf } from '../../services/checkout/arrivalWindow.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { realSite } from '../support/realSite.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { clippedInside } from './support/clipped.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const orderPage: CheckoutOrderSummaryProps = realSite()
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The page's fixed clock: 10:00 CT on the weekday two days or more after the run's date (open hours, before spec
 * 4.11's 16:00 same-day cut-off). The checkout host refuses a slot that has already begun by the server's own
 * clock, so the page's clock stands ahead of it, never behind; every choice below is derived from it.
 */
function fixedClock(): Date {
  return weekdayAt('10:00', Date.now() + 2 * DAY_MS)
}

/** The first offered date after today, its first afternoon slot, as the pickers will offer them at `now`. */
function appointmentAt(now: Date) {
  const date = dateOptions(now, realSite().config.hours)[1]!.value
  const slot = timeSlotOptions(date, 'afternoon', now, realSite().config.hours)[0]!.value
  return { date, slot }
}

/** A shop link the assessment gives: the order page is reached without typing anything on the way. */
const checkOutFromShopLink = (page: Page) =>
  orderPageFromShopLink(
    page,
    `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1&add=smoke-detector,smoke-detector`,
  )

/** The confirmation's installation time: the afternoon window promised, the picked slot its plan (rater D21). */
const arrivalInWords = (slot: string) =>
  fillTemplate(orderPage.confirmation.appointmentText, { ...arrivalWindowOf({ slot, timeOfDay: 'afternoon' })! })

const money = (text: string) => Number(text.replace(/[$,]/g, ''))

/** Nothing wider than the viewport: no sideways scrolling at any width. */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** Issue 25 item 4: the embedded hosted checkout shows what a real one shows and finishes the sale. */
describe('the embedded checkout host', () => {
  it.each([375, 768, 1280])(
    'at %i px: the order with line totals, monitoring and why it ships; details, slot, demo payment, confirmation',
    async (width) => {
      const now = fixedClock()
      const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      const cartSubtotal = await checkOutFromShopLink(page)
      const orderNumber = (await page.getByTestId('order-number').textContent())!

      // The order: each line's total, the monitoring per month outside the subtotal, and why an installed system ships.
      for (const line of await page.getByTestId('order-line').all()) {
        const quantity = Number(await line.getByTestId('order-line-quantity').textContent())
        const each = (await line.textContent())!.match(/— (\$[\d,.]+) each/)
        // A line at no charge (the Complete Package's installation) says "Free" and why, not "$0.00 each".
        if (!each) {
          expect(await line.getByTestId('order-line-total').textContent()).toBe(orderPage.freeLabel)
          continue
        }
        expect(money((await line.getByTestId('order-line-total').textContent())!)).toBeCloseTo(
          quantity * money(each[1]!),
          2,
        )
      }
      // The installation is a line of the order even when free: included, with the commitment that makes it free.
      const installation = page.getByTestId('order-line').filter({ hasText: 'Professional Installation' })
      expect(await installation.getByTestId('order-line-total').textContent()).toBe(orderPage.freeLabel)
      expect(await installation.getByTestId('order-line-free-note').textContent()).toBe(orderPage.freeServiceNote)
      expect(await page.getByTestId('order-monthly').textContent()).toMatch(/Monitoring \$\d+\.\d\d\/mo\./)
      expect(await page.getByTestId('order-shipping').textContent()).toContain('Why shipping?')
      // The total is the order's own, the one the cart showed.
      expect(await page.getByTestId('order-subtotal').textContent()).toBe(cartSubtotal)
      expect(await overflowsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])

      // Details, then the installation step appears with the pickers built from the page's clock.
      await sendOrderContact(page)
      expect(await page.getByTestId('demo-payment-notice').textContent()).toContain('nothing is charged')
      // Beside the button: what placing the order commits to, the order's own total and the monitoring after it.
      const monitoring = (await page.getByTestId('order-monthly').textContent())!.match(/(\$\d+\.\d\d\/mo\.)/)![1]!
      expect(await page.getByTestId('order-amount-due').textContent()).toBe(
        `${fillTemplate(orderPage.placeOrder.amountDueText, { subtotal: cartSubtotal! })} ${fillTemplate(
          orderPage.placeOrder.monthlyDueText,
          { monthly: monitoring },
        )}`,
      )

      // Placing the order without a slot is refused at the pickers.
      await page.getByRole('button', { name: 'Place Demo Order' }).click()
      await page.getByText('Please choose an arrival time that is still open.').waitFor()
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('order-summary-installation-date')

      const { date, slot } = appointmentAt(now)
      await bookSlotWithTestCard(page, { date, timeOfDay: 'afternoon', slot })
      expect(await overflowsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Place Demo Order' }).click()

      // The confirmation: order number, installation time in words, where we reach the buyer, what happens next.
      const heading = page.getByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' })
      await heading.waitFor()
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you! Your order is placed.')
      expect(await page.getByTestId('confirmation-order-number').textContent()).toBe(orderNumber)
      expect(await page.getByTestId('confirmation-appointment').textContent()).toBe(arrivalInWords(slot))
      expect(await page.getByTestId('confirmation-contact').textContent()).toBe(
        'Ana Ruiz, (312) 555-0142, ana@example.com',
      )
      expect(await page.getByTestId('confirmation-next-steps').locator('li').count()).toBeGreaterThan(1)
      // While sales is open (a weekday 10:00) the confirmation offers the call link (rater: none before).
      expect(await page.getByTestId('confirmation-call').locator('a[href^="tel:"]').count()).toBe(1)
      // Equipment and a near appointment: nothing promises it arrives before the technician.
      expect(await page.locator('main').innerText()).not.toMatch(
        /arrives? before (the|your) (installation )?appointment/,
      )
      expect(await overflowsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: join(tmpdir(), `checkout-host-${width}.png`), fullPage: true })

      // The host stored it: a later visit of the order page shows the confirmation, not the forms again.
      await page.reload({ waitUntil: 'load' })
      await heading.waitFor()
      expect(await page.getByRole('button', { name: 'Continue to installation time' }).count()).toBe(0)
      expect(await page.getByTestId('confirmation-appointment').textContent()).toBe(arrivalInWords(slot))
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('does not ask again for what the visitor gave: the lead form’s details and the shop’s ZIP are filled in, editable', async () => {
    const context = await browser().newContext({ clock: fixedClock(), viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await sendSecureConsultation(page, baseUrl, ANA)

    // The shop's ZIP check is a later answer: it replaces the lead's ZIP.
    await checkShopZip(page, baseUrl, '75201')
    await checkOutFromShopLink(page)

    await page.getByTestId('order-contact-prefilled').waitFor()
    const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue()
    expect(await value('First Name')).toBe('Ana')
    expect(await value('Last Name')).toBe('Ruiz')
    expect(await value('Email')).toBe('ana@example.com')
    expect(await value('Phone')).toBe('(312) 555-0142')
    expect(await value('ZIP Code')).toBe('75201')

    // Editable: a changed phone is what the order's lead carries.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST')
    await page.getByLabel('Phone', { exact: true }).fill('4695550188')
    await fillInstallationAddress(page)
    await page.getByRole('button', { name: 'Continue to installation time' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      contact: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(469) 555-0188', zip: '75201' },
    })
    await page.getByRole('heading', { level: 2, name: 'Installation and payment' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('without scripts the order page still shows the order and says how to finish it: the number and the hours', async () => {
    const shop = await browser().newContext({ clock: fixedClock(), viewport: { width: 375, height: 812 } })
    const page = await shop.newPage()
    await checkOutFromShopLink(page)
    const orderUrl = page.url()
    await shop.close()
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    const withoutScripts = await context.newPage()
    await withoutScripts.goto(orderUrl, { waitUntil: 'load' })
    const site = realSite()
    const phone = site.resolve(new URL(orderUrl).pathname).context.phones.sales
    expect(await withoutScripts.getByTestId('order-without-scripts').textContent()).toBe(
      fillTemplate(orderPage.withoutScriptsText, { phone, hours: hoursTexts(site.config.hours).ecommSales }),
    )
    expect(await withoutScripts.getByTestId('order-line').count()).toBeGreaterThan(1)
    await context.close()
  })
})

/** Issue 25 (fourth pass): the order page laid out as a leading hosted checkout is. */
describe('the order page: details left, the order summary right and sticky; collapsed to its total on narrow screens', () => {
  const visible = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
    })

  it('at 1280 px: two columns, the summary beside the details with its total in view before and after scrolling', async () => {
    const context = await browser().newContext({ clock: fixedClock(), viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const cartSubtotal = await checkOutFromShopLink(page)
    const summary = page.getByRole('complementary', { name: orderPage.itemsHeading })
    const summaryBox = (await summary.boundingBox())!
    const formBox = (await page.locator('form').first().boundingBox())!
    // Beside the form, not under it, and not a disclosure here.
    expect(summaryBox.x).toBeGreaterThan(formBox.x + formBox.width)
    expect(summaryBox.y).toBeLessThan(formBox.y)
    expect(await page.getByRole('button', { name: orderPage.summaryToggle.show }).isVisible()).toBe(false)
    expect(await page.getByTestId('order-subtotal').textContent()).toBe(cartSubtotal)
    expect(await visible(page, 'order-subtotal')).toBe(true)

    // The details go on (the installation step); the page scrolls to its end and the total stays in view.
    await sendOrderContact(page)
    await page.getByRole('button', { name: 'Place Demo Order' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    expect(await visible(page, 'order-subtotal')).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([375, 768])(
    'at %i px: a collapsed summary naming the total at the top, a real disclosure button for mouse and keyboard',
    async (width) => {
      const context = await browser().newContext({ clock: fixedClock(), viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      const cartSubtotal = await checkOutFromShopLink(page)
      const toggle = page.getByRole('button', { name: orderPage.summaryToggle.show })
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.getByTestId('order-summary-total').textContent()).toBe(cartSubtotal)
      // Above the details, in the first screen; the lines and subtotal wait behind it.
      const toggleBox = (await toggle.boundingBox())!
      expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(900)
      expect(toggleBox.y).toBeLessThan((await page.locator('form').first().boundingBox())!.y)
      expect(await page.getByTestId('order-subtotal').isVisible()).toBe(false)
      expect(await axeViolations(page)).toEqual([])

      // The keyboard opens and closes it (a button: Enter and Space), and says so (aria-expanded).
      await toggle.focus()
      await page.keyboard.press('Enter')
      const opened = page.getByRole('button', { name: orderPage.summaryToggle.hide })
      expect(await opened.getAttribute('aria-expanded')).toBe('true')
      expect(await page.locator(`#${(await opened.getAttribute('aria-controls'))!}`).isVisible()).toBe(true)
      expect(await page.getByTestId('order-subtotal').isVisible()).toBe(true)
      expect(await page.getByTestId('order-line').first().isVisible()).toBe(true)
      expect(await overflowsSideways(page)).toBe(false)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Space')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await page.getByTestId('order-subtotal').isVisible()).toBe(false)
      // The mouse too.
      await toggle.click()
      expect(await page.getByTestId('order-subtotal').isVisible()).toBe(true)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('without scripts the summary is shown open (nothing could open it) and the button is not', async () => {
    const context = await browser().newContext({ clock: fixedClock(), viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await checkOutFromShopLink(page)
    const url = page.url()
    await context.close()
    const plain = await browser().newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false })
    const noScripts = await plain.newPage()
    await noScripts.goto(url, { waitUntil: 'load' })
    expect(await noScripts.getByTestId('order-subtotal').isVisible()).toBe(true)
    expect(await noScripts.locator('[data-order-summary-toggle]').isVisible()).toBe(false)
    expect(await noScripts.getByTestId('order-without-scripts').isVisible()).toBe(true)
    await plain.close()
  })
})

/** Rater D7: the summary was a 551 px scroll box holding 621 px, cutting "Why shipping? …" mid-line with no cue. */
describe('the order summary shows every line whole', () => {
  it.each([1280, 768])(
    'at %i px: nothing inside the summary is cut off; at 1280 its total stays in view once scrolled',
    async (width) => {
      // A laptop's screen: the summary of a package with add-ons is taller than it.
      const context = await browser().newContext({ clock: fixedClock(), viewport: { width, height: 800 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await checkOutFromShopLink(page)
      const summary = page.getByRole('complementary', { name: orderPage.itemsHeading })
      if (width < 1024) await page.getByRole('button', { name: orderPage.summaryToggle.show }).click()
      expect(await clippedInside(summary)).toEqual([])
      // The shipping note, last of the lines, is inside the summary's box, whole.
      const shipping = (await page.getByTestId('order-shipping').boundingBox())!
      const box = (await summary.boundingBox())!
      expect(shipping.y + shipping.height).toBeLessThanOrEqual(box.y + box.height)
      expect(await page.getByTestId('order-shipping').textContent()).toContain(orderPage.shippingNote.split('{{')[0]!)
      if (width >= 1024) {
        // Taller than the screen, it scrolls with the page until its total is in view, then stays: down to the end of
        // the checkout's columns (past them the footer takes the page, and the column goes up with its grid).
        await page.evaluate(() => {
          // The order summary's aside (the checkout's help line above the page is one too).
          const columns = document.querySelector('main aside')!.parentElement!.getBoundingClientRect()
          window.scrollTo(0, window.scrollY + columns.bottom - window.innerHeight)
        })
        const subtotal = (await page.getByTestId('order-subtotal').boundingBox())!
        expect(subtotal.y).toBeGreaterThanOrEqual(0)
        expect(subtotal.y + subtotal.height).toBeLessThanOrEqual(800)
      }
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { queryRows } from '../../server/storage/__tests__/support/inspect.ts'
import { type RunningServer, startProductionServer } from '../../scripts/lib/productionServer.ts'
import { dateOptions, timeSlotOptions } from '../../services/scheduling/index.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { hoursTexts } from '../../services/hours/texts.ts'
import { fillTemplate } from '../../blocks/shared/fillTemplate.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations } from './support/browser.ts'
import { dayAt } from './support/clock.ts'
import {
  ANA,
  ANA_ADDRESS,
  bookSlotWithTestCard,
  fillOrderContact,
  orderPageFromShopLink,
  sendOrderContact,
} from './support/shopJourney.ts'

/**
 * The order page's contact step (rater report 6): D2, without JavaScript the step's post ended in a raw 405 and
 * the buyer's details were lost; D1, it took a ZIP the company does not serve and went on to installation and
 * payment; D3, it never asked where to install. Browsers stand on a fixed clock (support/browser.ts). Axe needs
 * scripts, so it checks the step in the scripted browser (the no-script answer is the same markup).
 */
const browser = browserPerFile()
const site = realSite()
const orderBlock = site
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')
if (orderBlock?.type !== 'CheckoutOrderSummary') throw new Error('the order page has no CheckoutOrderSummary')
const props = orderBlock.props
const NOT_SERVED = site.config.forms.messages.notServiceable
const ADDRESS_LINE = 'Installation at 700 Elm St, Dallas, TX 75201'
const WIDTHS = [375, 768, 1280] as const

describe('the contact step with JavaScript off, into the real outbox', () => {
  let server: RunningServer
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-order-contact-nojs-'))
  beforeAll(async () => {
    server = await startProductionServer(repoRoot, { DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await server?.stop()
  })

  /** The leads stored with this e-mail address: purpose and request. */
  async function leadsOf(email: string): Promise<Array<{ purpose: string; request: Record<string, unknown> }>> {
    const storage = openSqliteStorage(join(dataDir, 'site.db'))
    try {
      const rows = await queryRows<{ purpose: string; request_json: string }>(
        storage,
        'SELECT purpose, request_json FROM lead_outbox_leads',
      )
      return rows
        .map((row) => ({ purpose: row.purpose, request: JSON.parse(row.request_json) as Record<string, unknown> }))
        .filter(({ request }) => (request.contact as { email: string }).email === email)
    } finally {
      await storage.close()
    }
  }

  /** /shop without scripts → Choose Video Package → the order page of that package. */
  async function orderPageWithoutScripts(width: number): Promise<Page> {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/shop`, { waitUntil: 'load' })
    await Promise.all([
      page.waitForURL(/\/checkout\/HB\d{8}\/[0-9a-f]{32}\/customer$/),
      page.getByRole('button', { name: 'Choose Video Package' }).first().click(),
    ])
    return page
  }

  const send = (page: Page) =>
    Promise.all([page.waitForNavigation(), page.getByRole('button', { name: props.contact.button }).click()])

  it.each(WIDTHS)(
    'at %i px: a bad phone gets the spec’s message with every value kept; then the next state and one lead with the order number',
    async (width) => {
      const email = `ana.order.${width}@example.com`
      const page = await orderPageWithoutScripts(width)
      const orderNumber = await page.getByTestId('order-number').textContent()
      expect(orderNumber).toMatch(/^HB\d{8}$/)
      const orderUrl = page.url()
      // Too short: the phone's mask shows it as it does while typing.
      await fillOrderContact(page, { ...ANA, email, phone: '214555' })
      const [answer] = await send(page)
      expect(answer?.status()).toBe(422)
      // Back at the step's section of the same page (`#order-summary`), nothing of the buyer's in the address.
      expect(page.url()).toBe(`${orderUrl}#order-summary`)
      expect(await page.locator('#order-summary-contact-phone-error').textContent()).toBe('Enter a valid phone number.')
      expect(await page.getByLabel('Phone').inputValue()).toBe('(214) 555')
      expect(await page.getByLabel('First Name').inputValue()).toBe('Ana')
      expect(await page.getByLabel('Email').inputValue()).toBe(email)
      expect(await page.getByLabel('Street address').inputValue()).toBe(ANA_ADDRESS.street)
      expect(await page.getByLabel('City').inputValue()).toBe('Dallas')
      expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('TX')
      expect(await page.getByLabel('ZIP Code').inputValue()).toBe('75201')
      expect(await leadsOf(email)).toEqual([])

      await page.getByLabel('Phone').fill('3125550142')
      const [sent] = await send(page)
      expect(sent?.status()).toBe(200)
      const next = page.getByTestId('order-sent-without-scripts')
      expect(await next.locator('p').first().textContent()).toBe(
        fillTemplate(props.contact.sentWithoutScriptsText, {
          caller: props.confirmation.nextSteps.caller,
          orderNumber: orderNumber!,
          phone: site.config.phones.sales,
          hours: hoursTexts(site.config.hours).ecommSales,
        }),
      )
      expect(await page.getByTestId('order-installation-address').textContent()).toBe(ADDRESS_LINE)
      // The page's own no-script note does not say the same thing twice.
      expect(await page.getByTestId('order-without-scripts').count()).toBe(0)
      expect(page.url()).not.toMatch(/Ana|Ruiz|example|555|Elm/)
      expect(await leadsOf(email)).toMatchObject([
        {
          purpose: 'lead',
          request: {
            formId: props.contactFormId,
            // As typed: no script masks the field.
            contact: { firstName: 'Ana', phone: '3125550142', zip: '75201' },
            answers: { orderNumber },
          },
        },
      ])
      await page.context().close()
    },
  )

  it('on a dealer partner’s order: the thank-you names the dealer team who calls, and gives the dealer’s number', async () => {
    const dealer = site.config.partners.partners.find((partner) => partner.leadSource === 'dallas-dealer')!
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/shop/${dealer.leadSource}`, { waitUntil: 'load' })
    await Promise.all([
      page.waitForURL(/\/checkout\/HB\d{8}\/[0-9a-f]{32}\/customer$/),
      page
        .getByRole('button', { name: /^Choose .+ Package$/ })
        .first()
        .click(),
    ])
    const orderNumber = await page.getByTestId('order-number').textContent()
    await fillOrderContact(page, { ...ANA, email: 'ana.dealer.nojs@example.com' })
    const [sent] = await send(page)
    expect(sent?.status()).toBe(200)
    expect(await page.getByTestId('order-sent-without-scripts').locator('p').first().textContent()).toBe(
      fillTemplate(props.contact.sentWithoutScriptsText, {
        caller: fillTemplate(props.confirmation.nextSteps.dealerCaller, { partner: dealer.name }),
        orderNumber: orderNumber!,
        phone: dealer.phone,
        hours: hoursTexts(site.config.hours).ecommSales,
      }),
    )
    await context.close()
  })
})

describe('the contact step with scripts', () => {
  const baseUrl = inject('baseUrl')

  it.each(WIDTHS)(
    'at %i px refuses a ZIP the company does not serve with the spec’s words, files the lead, offers no slot',
    async (width) => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await orderPageFromShopLink(page, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
      const orderNumber = await page.getByTestId('order-number').textContent()
      const invalidZipLead = page.waitForResponse((response) => response.url().endsWith('/api/zip/invalid-lead'))
      await fillOrderContact(page, { ...ANA, email: `ana.alaska.${width}@example.com`, zip: '99501' })
      await page.getByRole('button', { name: props.contact.button }).click()
      const filed = await invalidZipLead
      expect(filed.status()).toBe(202)
      expect(filed.request().postDataJSON()).toMatchObject({
        formId: props.contactFormId,
        contact: { zip: '99501', firstName: 'Ana' },
        answers: { orderNumber },
      })
      expect(await page.getByTestId('order-zip-not-served').textContent()).toBe(NOT_SERVED)
      expect(await page.getByRole('heading', { name: props.placeOrder.heading }).count()).toBe(0)
      expect(await page.getByText(props.nextSteps).count()).toBe(0)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it.each(WIDTHS)('at %i px carries the address to the payment step and the confirmation', async (width) => {
    // A Tuesday two days ahead: the host refuses a slot already begun on the server's real clock.
    const now = dayAt('tuesday', '11:00', Date.now() + 2 * 24 * 60 * 60 * 1000)
    // The whole hours config: its yearly closed days (Christmas, New Year's Day) are skipped by the page's pickers too.
    const { hours } = site.config
    const date = dateOptions(now, hours)[1]!.value
    const slot = timeSlotOptions(date, 'morning', now, hours)[0]!.value
    const context = await browser().newContext({ clock: now, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await orderPageFromShopLink(page, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1`)
    await sendOrderContact(page, { ...ANA, email: `ana.address.${width}@example.com` })
    expect(await page.getByTestId('order-installation-address').textContent()).toBe(ADDRESS_LINE)
    await bookSlotWithTestCard(page, { date, timeOfDay: 'morning', slot })
    await page.getByRole('button', { name: props.placeOrder.button }).click()
    await page.getByRole('heading', { level: 2, name: props.confirmation.heading }).waitFor()
    expect(await page.getByTestId('confirmation-address').textContent()).toBe(ADDRESS_LINE)
    expect(await page.getByTestId('confirmation-address').isVisible()).toBe(true)
    // On a later visit the stored confirmation still names the address.
    await page.reload({ waitUntil: 'load' })
    expect(await page.getByTestId('confirmation-address').textContent()).toBe(ADDRESS_LINE)
    expect(errors).toEqual([])
    await context.close()
  })
})

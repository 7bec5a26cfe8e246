import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openSqliteStorage } from '../../server/storage/siteStorage.server.ts'
import { queryRows } from '../../server/storage/__tests__/support/inspect.ts'
import type { BrowserContext, Page, Request } from 'playwright-core'
import {
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
  hydratedInView,
} from './support/browser.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { type RunningServer, startProductionServer } from '../../scripts/lib/productionServer.ts'

/**
 * The lead forms in Chromium against the built server and its embedded lead API: validation messages and
 * focus, the callback steps, the consultation modal with its ZIP check, the secure offer form, the thanks,
 * the failure message, attribution, and accessibility with forms open and errors shown.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const CONTACT = { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '9725550142', zip: '75201' }
const EMPTY_MESSAGES = [
  'First Name is required.',
  'Last Name is required.',
  'Email is required.',
  'Phone is required.',
  'ZIP is required.',
]

/** Opens `path` in a new page (of `context` if given), on the default clock: a weekday inside sales hours. */
async function open(path: string, context?: BrowserContext) {
  const page = await (context ?? browser()).newPage()
  const errors = collectPageErrors(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return { page, errors }
}

/** The visible error texts of a form, in document order. */
async function errorTexts(page: Page, form: string): Promise<string[]> {
  return page.locator(`${form} [id$="-error"]`).allTextContents()
}

const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null)

async function fillContact(page: Page, form: string, formId: string, values: Partial<typeof CONTACT> = CONTACT) {
  for (const [field, value] of Object.entries(values)) await page.locator(`${form} #${formId}-${field}`).fill(value)
}

function leadRequest(page: Page, path = '/api/leads'): Promise<Request> {
  return page.waitForRequest((request) => request.url().endsWith(path) && request.method() === 'POST')
}

describe('callback form 1 on / (#leadForm, steps)', () => {
  it('walks the steps with their progress, messages and delays, then sends the lead and thanks', async () => {
    const { page, errors } = await open('/?utm_source=google&utm_medium=cpc&gclid=G-123')
    const form = '#leadForm'
    const formId = 'home_callback_masterform_1'
    const progress = () => page.locator(`${form} [role="progressbar"]`).getAttribute('aria-valuenow')
    await expect.poll(() => page.locator(form).getAttribute('data-form-id')).toBe(formId)
    expect(await page.locator(`${form} [data-step-header]`).textContent()).toBe('Step 1 of 3')
    expect(await progress()).toBe('25')

    // Step 1 without a choice.
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect
      .poll(() => errorTexts(page, form))
      .toEqual(['Please select Own or Rent. Please answer the question to continue.'])
    expect(await focusedName(page)).toBe('property_type')
    expect(await page.locator(`${form} input[value="property_type_owned"]`).getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)

    await page.getByLabel('Own', { exact: true }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => page.locator(`${form} [data-step-header]`).textContent()).toBe('Step 2 of 3')
    expect(await progress()).toBe('50')

    // Step 2 requires Yes/No before step 3.
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect
      .poll(() => errorTexts(page, form))
      .toEqual(['This field is required. Please answer the question to continue.'])
    await page.getByLabel('Yes', { exact: true }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(() => page.locator(`${form} [data-step-header]`).textContent()).toBe('Step 3 of 3')
    expect(await progress()).toBe('75')

    // Step 3: empty submit shows every message in order and focuses the first name.
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(EMPTY_MESSAGES)
    expect(await focusedName(page)).toBe('firstName')
    const firstName = page.locator(`#${formId}-firstName`)
    expect(await firstName.getAttribute('aria-invalid')).toBe('true')
    expect(await firstName.getAttribute('aria-describedby')).toBe(`${formId}-firstName-error`)
    expect(await firstName.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(179, 38, 30)')
    expect(await page.locator(`${form} p:has-text("Consent is not required to purchase")`).count()).toBe(1)
    await expectNoAxeViolations(page)

    // The masks: phone as (NXX) XXX-XXXX with a first digit 2–9, ZIP at five digits.
    await page.locator(`#${formId}-phone`).pressSequentially('19725550142')
    expect(await page.locator(`#${formId}-phone`).inputValue()).toBe('(972) 555-0142')
    await page.locator(`#${formId}-zip`).pressSequentially('75201-99')
    expect(await page.locator(`#${formId}-zip`).inputValue()).toBe('75201')

    await fillContact(page, form, formId, { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com' })
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
    const request = await sent
    const body = request.postDataJSON()
    expect(body).toMatchObject({
      formId,
      kind: 'callback',
      page: { pageName: 'home', routeName: 'home', pageUrl: expect.stringContaining('/?utm_source=google') },
      contact: {
        firstName: 'Dana',
        lastName: 'Rivera',
        email: 'dana@example.com',
        phone: '(972) 555-0142',
        zip: '75201',
      },
      answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'Yes' },
      attribution: { utm_source: 'google', utm_medium: 'cpc', gclid: 'G-123' },
    })
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect((await request.response())?.status()).toBe(202)
    await expect
      .poll(() => page.locator(`${form} [role="status"] p`).first().textContent())
      .toBe(
        'Thank you for your interest in Harbor Home Security! One of our Security Consultants will help you personalize your security solution...',
      )
    expect(await page.evaluate(() => localStorage.getItem('lead_submitted'))).toBe('true')
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('stores the query UTM values and click ids in host-only cookies for a day, and sends them later', async () => {
    const context = await browser().newContext()
    const { page } = await open('/cameras?utm_campaign=fall&utm_content=ad-7&msclkid=MS-9', context)
    const cookies = await context.cookies()
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]))
    expect(byName.utm_campaign?.value).toBe('fall')
    expect(byName.utm_content?.value).toBe('ad-7')
    expect(byName._bmsclkid?.value).toBe('MS-9')
    expect(byName._bmsclkid?.domain).toBe('127.0.0.1') // host-only off the company domain
    // The page script dates the cookie by the page's (fixed) clock; Expires is in whole seconds.
    const pageNow = await page.evaluate(() => Date.now())
    const lifetime = byName._bmsclkid!.expires - pageNow / 1000
    expect(lifetime).toBeGreaterThan(86400 - 1)
    expect(lifetime).toBeLessThanOrEqual(86400)

    // A later page without the query still sends them, with the analytics and marketing-automation cookies.
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.555.1700000000', url: baseUrl },
      { name: 'hubspotutk', value: 'hutk-42', url: baseUrl },
    ])
    await page.evaluate(() => sessionStorage.setItem('affiliate-service-id', 'AFF-1001'))
    await page.goto(`${baseUrl}/secure`, { waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await fillContact(page, '#secure-modal-consultation-form', 'secure-modal-consultation-form')
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    expect((await sent).postDataJSON().attribution).toEqual({
      utm_campaign: 'fall',
      utm_content: 'ad-7',
      msclkid: 'MS-9',
      googleClientId: '555.1700000000',
      hutk: 'hutk-42',
      affiliateId: 'AFF-1001',
    })
    await context.close()
  })
})

describe('callback form 2 on /cameras (rent/own inline)', () => {
  it('requires rent/own first, reports each invalid field, sends, then hides on the next visit', async () => {
    const context = await browser().newContext()
    const { page, errors } = await open('/cameras', context)
    const form = '#leadForm'
    const formId = 'home_callback_masterform_2'
    expect(await page.locator(form).getAttribute('data-form-id')).toBe(formId)
    expect(await page.locator(`${form} [data-step-header]`).count()).toBe(0)
    expect(await page.getByText('...or contact sales at').count()).toBe(1)

    await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(['Please select Own or Rent.', ...EMPTY_MESSAGES])
    expect(await focusedName(page)).toBe('property_type')

    await page.getByLabel('Rent', { exact: true }).check()
    // One invalid field at a time: the message, the focus on that field.
    const cases: Array<[keyof typeof CONTACT, string, string]> = [
      ['firstName', ' ', 'First Name is required.'],
      ['lastName', '', 'Last Name is required.'],
      ['email', 'dana@example', 'Enter a valid email address.'],
      ['phone', '972555', 'Enter a valid phone number.'],
      ['zip', '752', 'Enter a five digit ZIP code.'],
    ]
    for (const [field, value, message] of cases) {
      await fillContact(page, form, formId, { ...CONTACT, [field]: value })
      await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
      await expect.poll(() => errorTexts(page, form)).toEqual([message])
      expect(await focusedName(page)).toBe(field)
    }

    await fillContact(page, form, formId)
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      formId,
      kind: 'callback',
      answers: { property_type: 'property_type_rental' },
    })
    await page.locator(`${form} [role="status"]`).waitFor()
    // The spinner is a status too: wait for the accepted lead itself before reloading.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lead_submitted'))).toBe('true')
    expect(errors).toEqual([])

    // Spec §4.2: product pages no longer show the lead form once a lead was submitted.
    await page.reload({ waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await expect.poll(() => page.locator(form).count()).toBe(0)
    await context.close()
  })

  it('keeps the input and shows the sales number when the lead cannot be sent', async () => {
    const { page } = await open('/cameras')
    const form = '#leadForm'
    const formId = 'home_callback_masterform_2'
    const keys: string[] = []
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().postDataJSON().idempotencyKey)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'unavailable', message: 'down' }),
      })
    })
    await page.getByLabel('Own', { exact: true }).check()
    await fillContact(page, form, formId)
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click()
    const alert = page.locator(`${form} [role="alert"]`)
    await alert.waitFor({ timeout: 20_000 })
    expect(await alert.textContent()).toMatch(/please try again, or call us at \(\d{3}\) \d{3}-\d{4}/)
    expect(await alert.locator('a[href^="tel:+1"]').count()).toBe(1)
    expect(await page.locator(`#${formId}-email`).inputValue()).toBe('dana@example.com')
    // Retried with backoff, always under one idempotency key.
    expect(keys.length).toBeGreaterThan(1)
    expect(new Set(keys).size).toBe(1)
    await expectNoAxeViolations(page)
    await page.close()
  })
})

describe('modal-consultation', () => {
  it('opens from the consultation event, is an accessible dialog, closes with Escape and returns the focus', async () => {
    const { page, errors } = await open('/')
    await page.evaluate(() => {
      const button = document.createElement('button')
      button.id = 'test-opener'
      button.textContent = 'Get a Quote'
      button.addEventListener('click', () => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
      document.querySelector('main')!.append(button)
    })
    await page.locator('#test-opener').focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator('dialog#modal-consultation')
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await page.getByRole('dialog', { name: 'Schedule Your Free Home Security Consultation' }).count()).toBe(1)
    // The modal sends home-modal-consultation-form; its element ids carry a modal- prefix (a page form may send the same id).
    expect(await dialog.locator('form').getAttribute('data-form-id')).toBe('home-modal-consultation-form')
    expect(await dialog.locator('form').getAttribute('id')).toBe('modal-home-modal-consultation-form')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('modal-consultation')
    await expectNoAxeViolations(page)

    // The focus stays in the dialog, forwards and backwards.
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? document.activeElement?.tagName)
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog()).toBe('modal-consultation')
    }
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInDialog()).toBe('modal-consultation')
    }

    // Empty submit inside the modal.
    await dialog.getByRole('button', { name: 'Get a Quote' }).click()
    await expect.poll(() => errorTexts(page, '#modal-consultation')).toEqual(EMPTY_MESSAGES)
    expect(await focusedName(page)).toBe('firstName')
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('test-opener')

    // Any link to #modal-consultation opens it too; the close button closes it.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#modal-consultation'
      link.id = 'test-link'
      link.textContent = 'Talk to a consultant'
      document.querySelector('main')!.append(link)
    })
    await page.locator('#test-link').click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('checks the ZIP: a not-serviceable ZIP shows the spec text and saves the invalid-ZIP lead; a serviceable one thanks', async () => {
    const { page, errors } = await open('/cameras')
    const listCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/zip/serviceable-list')) listCalls.push(request.url())
    })
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
    const formId = 'cameras-modal-consultation-form'
    const elementId = `modal-${formId}`
    const form = `#${elementId}`
    const dialog = page.locator('dialog#modal-consultation')
    await page.locator(form).waitFor()

    await fillContact(page, form, elementId, { ...CONTACT, zip: '10001' })
    const invalidZipLead = leadRequest(page, '/api/zip/invalid-lead')
    await dialog.getByRole('button', { name: 'Get a Quote' }).click()
    await expect
      .poll(() => page.locator(`${form} [data-form-state="zipNotFound"]`).textContent())
      .toBe('We are not able to service your area yet.')
    expect((await invalidZipLead).postDataJSON()).toMatchObject({
      formId,
      contact: { zip: '10001', email: 'dana@example.com' },
    })
    expect(listCalls).toHaveLength(1) // fetched once, on the first change

    await page.locator(`${form} #${elementId}-zip`).fill('75201')
    await page.evaluate(() =>
      window.addEventListener(
        'formSubmissionSuccessful',
        (event) => ((window as unknown as { leadEvent: unknown }).leadEvent = (event as CustomEvent).detail),
      ),
    )
    const sent = leadRequest(page)
    await dialog.getByRole('button', { name: 'Get a Quote' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      formId,
      kind: 'consultation',
      page: { pageName: 'cameras' },
      contact: { zip: '75201' },
    })
    const thanks = page.locator(`#${elementId}-thanks`)
    await thanks.waitFor()
    expect(
      await thanks.getByRole('link', { name: 'Call For A Home Security Consultation' }).getAttribute('href'),
    ).toMatch(/^tel:\+1\d{10}$/)
    expect(listCalls).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { leadEvent: unknown }).leadEvent)).toMatchObject({
      formId,
      leadId: expect.any(String),
    })
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('secure offer form on /secure', () => {
  it('has the spec heading and button, validates, and sends secure-modal-consultation-form', async () => {
    const { page, errors } = await open('/secure')
    const formId = 'secure-modal-consultation-form'
    const form = `#${formId}`
    expect(await page.getByRole('heading', { name: 'Claim My Exclusive Offer' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(EMPTY_MESSAGES)
    expect(await focusedName(page)).toBe('firstName')
    await expectNoAxeViolations(page)

    await fillContact(page, form, formId)
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ formId, kind: 'consultation', page: { routeName: 'secure' } })
    await page.locator(`#${formId}-thanks`).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the inspection-association referral page', () => {
  it('fills the referral code from ?ref=, keeps it for the session, and sends it with the lead', async () => {
    const context = await browser().newContext()
    const { page, errors } = await open('/cornerstoneinspectors/affiliate?ref=INSPECT-42', context)
    const formId = 'cornerstoneinspectors-affiliate-modal-consultation-form'
    const elementId = `modal-${formId}`
    const dialog = page.locator('dialog#modal-consultation')
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
    const referral = page.locator(`#${elementId}-referralCode`)
    await expect.poll(() => referral.inputValue()).toBe('INSPECT-42')
    expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe('INSPECT-42')

    // Without the query, the stored code is used.
    await page.goto(`${baseUrl}/cornerstoneinspectors/affiliate`, { waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
    await expect.poll(() => referral.inputValue()).toBe('INSPECT-42')
    await fillContact(page, `#${elementId}`, elementId)
    const sent = leadRequest(page)
    await dialog.getByRole('button', { name: 'Get a Quote' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      formId,
      page: { partnerKey: 'cornerstone-inspectors' },
      answers: { referralCode: 'INSPECT-42' },
    })
    await page.locator(`#${elementId}-thanks`).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('modal-service-availability and modal-ecomm-error', () => {
  it('shows the spec texts, saves the sign-up as an invalid-ZIP lead, thanks and closes', async () => {
    const { page, errors } = await open('/cameras')
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('harbor:open-service-availability-modal', { detail: { zip: '10001' } })),
    )
    const dialog = page.getByRole('dialog', { name: 'Sorry, we don’t currently service your area.' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      'We’re working to improve our area of coverage and service capabilities. To be notified of product and service offerings that may become available in the future, sign up below.',
    )
    expect(await page.locator('#service-availability-form-zip').inputValue()).toBe('10001')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => errorTexts(page, '#modal-service-availability')).toEqual(EMPTY_MESSAGES.slice(0, 4))
    await expectNoAxeViolations(page)
    await fillContact(page, '#modal-service-availability', 'service-availability-form', {
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      phone: '9725550142',
    })
    const sent = leadRequest(page, '/api/zip/invalid-lead')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      formId: 'service-availability-form',
      contact: { zip: '10001' },
    })
    await expect.poll(() => page.locator('#service-availability-form-thanks').textContent()).toBe('Thank you!')
    await page.locator('#modal-service-availability').getByRole('button', { name: 'Close' }).last().click()
    await expect.poll(() => page.locator('#modal-service-availability').count()).toBe(0)

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-ecomm-error-modal')))
    const ecomm = page.locator('dialog#modal-ecomm-error')
    await ecomm.waitFor()
    expect(await ecomm.getAttribute('aria-labelledby')).toBe('modal-ecomm-error-heading')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => ecomm.count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('answers of the lead endpoint', () => {
  it('shows the server’s field message on its field, and the phone message for a rejection the form cannot fix', async () => {
    const { page } = await open('/secure')
    const formId = 'secure-modal-consultation-form'
    const form = `#${formId}`
    let answer: { status: string; message: string; fieldErrors: Record<string, string> } = {
      status: 'invalid',
      message: 'Enter a valid email address.',
      fieldErrors: { email: 'Enter a valid email address.' },
    }
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(answer) }),
    )
    await fillContact(page, form, formId)
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(['Enter a valid email address.'])
    expect(await focusedName(page)).toBe('email')

    answer = { status: 'invalid', message: 'The lead request is malformed: /page/pageUrl.', fieldErrors: {} }
    await page.locator(`#${formId}-email`).fill('dana@example.org')
    await page.getByRole('button', { name: 'Submit Form' }).click()
    await page.locator(`${form} [role="alert"]`).waitFor()
    expect(await page.locator(`#${formId}-firstName`).inputValue()).toBe('Dana')
    await page.close()
  })
})

/**
 * The forms placed on the pages (issue 4 integration) against a server of their own, whose database file is
 * known: every lead must land in the durable outbox and reach the embedded lead API, with no interception.
 */
describe('lead forms across the pages, into the real lead endpoint and outbox', () => {
  let server: RunningServer
  const dataDir = mkdtempSync(join(tmpdir(), 'harbor-lead-forms-e2e-'))
  beforeAll(async () => {
    server = await startProductionServer(repoRoot, { DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await server?.stop()
  })

  async function openOn(path: string) {
    const page = await browser().newPage()
    const errors = collectPageErrors(page)
    await page.goto(server.baseUrl + path, { waitUntil: 'load' })
    await hydrated(page)
    return { page, errors }
  }

  interface OutboxLead {
    kind: string
    form_id: string
    request: Record<string, unknown>
    delivered: number
  }

  /** The outbox row of a lead (by the browser's idempotency key) once a destination has taken it. */
  async function storedLead(idempotencyKey: string): Promise<OutboxLead> {
    const storage = openSqliteStorage(join(dataDir, 'site.db'))
    try {
      let found: OutboxLead | undefined
      await expect
        .poll(
          async () => {
            const [row] = await queryRows<{ kind: string; form_id: string; request_json: string; delivered: number }>(
              storage,
              `SELECT l.kind, l.form_id, l.request_json,
                 (SELECT COUNT(*) FROM lead_outbox_deliveries d WHERE d.lead_id = l.id AND d.status = 'delivered') AS delivered
               FROM lead_outbox_leads l WHERE l.idempotency_key = ?`,
              [idempotencyKey],
            )
            found = row && {
              kind: row.kind,
              form_id: row.form_id,
              request: JSON.parse(row.request_json) as Record<string, unknown>,
              delivered: row.delivered,
            }
            return found?.delivered ?? 0
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
      return found!
    } finally {
      await storage.close()
    }
  }

  async function sentKey(request: Promise<Request>): Promise<{ key: string; body: Record<string, unknown> }> {
    const body = (await request).postDataJSON() as Record<string, unknown>
    return { key: String(body.idempotencyKey), body }
  }

  it('a product page’s #schedule consultation form checks the ZIP and sends {pageName}-modal-consultation-form, then hides on the next visit', async () => {
    const { page, errors } = await openOn('/doorbell-camera?utm_source=e2e-forms&gclid=gclid-forms')
    const formId = 'doorbell-camera-modal-consultation-form'
    const form = `#schedule #${formId}`
    expect(await page.locator(form).getAttribute('data-form-id')).toBe(formId)
    await expectNoAxeViolations(page)

    await page.locator(`#schedule`).getByRole('button', { name: 'Get a Quote' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(EMPTY_MESSAGES)
    expect(await focusedName(page)).toBe('firstName')
    await expectNoAxeViolations(page)

    await fillContact(page, form, formId)
    expect(await page.locator(`#${formId}-phone`).inputValue()).toBe('(972) 555-0142')
    const request = leadRequest(page)
    await page.locator(`#schedule`).getByRole('button', { name: 'Get a Quote' }).click()
    const { key, body } = await sentKey(request)
    expect(body).toMatchObject({
      formId,
      kind: 'consultation',
      page: { pageName: 'doorbell-camera', routeName: 'doorbell-camera' },
      contact: { zip: '75201' },
    })
    expect(body.attribution).toMatchObject({ utm_source: 'e2e-forms', gclid: 'gclid-forms' })
    await page.locator(`#${formId}-thanks`).waitFor()
    await expectNoAxeViolations(page)
    const stored = await storedLead(key)
    expect(stored).toMatchObject({ kind: 'consultation', form_id: formId })

    // Spec §2.10/§4.2: after a lead, the product pages no longer show the lead form.
    await page.goto(`${server.baseUrl}/sensors`, { waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await expect.poll(() => page.locator('#schedule').filter({ visible: true }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('the inspection affiliate page’s #schedule form carries the referral code from ?ref=', async () => {
    const { page, errors } = await openOn('/cornerstoneinspectors/affiliate?ref=HOME-INSPECT-7')
    const formId = 'inspection-referral-consultation-form'
    const form = `#schedule #${formId}`
    // The form is below the fold: it fills the code in once its island hydrates, as the visitor scrolls to it.
    await hydratedInView(page.locator('#schedule'))
    await expect.poll(() => page.locator(`#${formId}-referralCode`).inputValue()).toBe('HOME-INSPECT-7')
    await expectNoAxeViolations(page)
    await fillContact(page, form, formId)
    const request = leadRequest(page)
    await page.locator('#schedule').getByRole('button', { name: 'Get a Quote' }).click()
    const { key, body } = await sentKey(request)
    expect(body).toMatchObject({
      formId,
      page: { partnerKey: 'cornerstone-inspectors' },
      answers: { referralCode: 'HOME-INSPECT-7' },
    })
    await page.locator(`#${formId}-thanks`).waitFor()
    const stored = await storedLead(key)
    expect(stored.form_id).toBe(formId)
    expect(stored.request).toMatchObject({ answers: { referralCode: 'HOME-INSPECT-7' } })
    expect(errors).toEqual([])
    await page.close()
  })

  it('the shop’s embedded form sends an e-commerce lead with ecomm_pagge_embedded_form', async () => {
    const { page, errors } = await openOn('/shop')
    const formId = 'ecomm_pagge_embedded_form'
    const form = `#embedded-form #${formId}`
    expect(
      await page.locator('#embedded-form').getByRole('heading', { name: 'Speak With a Security Consultant' }).count(),
    ).toBe(1)
    await expectNoAxeViolations(page)
    await fillContact(page, form, formId)
    const request = leadRequest(page)
    await page.locator('#embedded-form').getByRole('button', { name: 'Submit' }).click()
    const { key, body } = await sentKey(request)
    expect(body).toMatchObject({
      formId,
      kind: 'ecommerce',
      page: { routeName: 'shop' },
      contact: { email: CONTACT.email, zip: CONTACT.zip },
    })
    await page.locator(`#${formId}-thanks`).waitFor()
    expect(await storedLead(key)).toMatchObject({ kind: 'ecommerce', form_id: formId })
    expect(errors).toEqual([])
    await page.close()
  })

  it('accepts the shop checkout’s e-commerce lead: the generated e-mail and the ZIP, no name or phone (spec §3.6, §4.7)', async () => {
    const email = `ecomm.${crypto.randomUUID()}@harborhomesecurity.com`
    // The key checkoutCart makes from the generated e-mail.
    const key = `ecomm-${email.replace(/[^A-Za-z0-9_-]/g, '-')}`
    const response = await fetch(`${server.baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        idempotencyKey: key,
        formId: 'ecomm-shop-checkout',
        kind: 'ecommerce',
        page: { pageName: 'shop', pageUrl: `${server.baseUrl}/shop`, routeName: 'shop', partnerKey: null },
        contact: { firstName: '', lastName: '', email, phone: '', zip: '75201' },
        answers: { selectedPackage: 'Starter Package', leadSource: 'ecommerce' },
      }),
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ status: 'accepted' })
    expect(await storedLead(key)).toMatchObject({ kind: 'ecommerce', form_id: 'ecomm-shop-checkout' })
  })

  it('the assessment’s contact step reaches /api/leads with its attribution', async () => {
    const { page, errors } = await openOn('/assessment/contact-us?utm_campaign=assess-e2e')
    await page.getByLabel('First Name').fill('Ana')
    await page.getByLabel('Last Name').fill('Ruiz')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Phone').fill('3125550142')
    await page.getByLabel('ZIP Code').fill('60601')
    const request = leadRequest(page)
    await page.getByRole('button', { name: 'Send My Recommendation' }).click()
    const { key, body } = await sentKey(request)
    expect(body).toMatchObject({
      formId: 'assessment-contact-form',
      kind: 'assessment',
      attribution: { utm_campaign: 'assess-e2e' },
    })
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/^Thank you!/)
    expect(await storedLead(key)).toMatchObject({ kind: 'assessment', form_id: 'assessment-contact-form' })
    expect(await page.evaluate(() => localStorage.getItem('lead_submitted'))).toBe('true')
    expect(errors).toEqual([])
    await page.close()
  })

  it('the scheduling request reaches /api/leads', async () => {
    const { page, errors } = await openOn('/scheduling')
    const lastOption = async (label: string) => {
      const select = page.getByLabel(label, { exact: true })
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1)
      const values = await select
        .locator('option')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean))
      await select.selectOption(values.at(-1)!)
    }
    await lastOption('Date')
    await lastOption('Time of day')
    await lastOption('Arrival time')
    await page.getByLabel('First Name', { exact: true }).fill('Sam')
    await page.getByLabel('Last Name', { exact: true }).fill('Okafor')
    await page.getByLabel('Email', { exact: true }).fill('sam@example.com')
    await page.getByLabel('Phone', { exact: true }).fill('(469) 555-0188')
    await page.getByLabel('ZIP Code', { exact: true }).fill('75201')
    const request = leadRequest(page)
    await page.getByRole('button', { name: 'Request This Appointment' }).click()
    const { key, body } = await sentKey(request)
    expect(body).toMatchObject({ formId: 'scheduling-request-form', kind: 'scheduling' })
    await page.getByTestId('scheduling-confirmation').waitFor()
    const stored = await storedLead(key)
    expect(stored).toMatchObject({ kind: 'scheduling', form_id: 'scheduling-request-form' })
    expect(stored.request).toMatchObject({ answers: { slot: (body.answers as { slot: string }).slot } })
    expect(errors).toEqual([])
    await page.close()
  })

  it('the secure partner offer sends the page’s form id; no lead form on a layout without lead forms', async () => {
    const { page, errors } = await openOn('/secure/1')
    const form = page.locator('#schedule form')
    expect(await form.getAttribute('data-form-id')).toMatch(/^secure-[a-z0-9-]+-modal-consultation-form$/)
    expect(await page.locator('#schedule').getByRole('button', { name: 'Submit Form' }).count()).toBe(1)
    await expectNoAxeViolations(page)
    await page.goto(`${server.baseUrl}/moves`, { waitUntil: 'load' })
    expect(await page.locator('main form[data-form-id]').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

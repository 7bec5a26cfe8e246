import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { axeViolations, collectPageErrors, launchBrowser } from './support/browser.ts'

/**
 * The lead forms in Chromium against the built server and its embedded lead API: validation messages and
 * focus, the callback steps, the consultation modal with its ZIP check, the secure offer form, the thanks,
 * the failure message, attribution, and accessibility with forms open and errors shown.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const CONTACT = { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '9725550142', zip: '75201' }
const EMPTY_MESSAGES = ['First Name is required.', 'Last Name is required.', 'Email is required.', 'Phone is required.', 'ZIP is required.']

async function open(path: string, context?: BrowserContext) {
  const page = await (context ?? browser).newPage()
  const errors = collectPageErrors(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await page.locator('[data-hydrated="true"]').waitFor({ timeout: 15_000 })
  return { page, errors }
}

/** The visible error texts of a form, in document order. */
async function errorTexts(page: Page, form: string): Promise<string[]> {
  return page.locator(`${form} [id$="-error"]`).allTextContents()
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null)

async function fillContact(page: Page, form: string, formId: string, values: Partial<typeof CONTACT> = CONTACT) {
  for (const [field, value] of Object.entries(values)) await page.locator(`${form} #${formId}-${field}`).fill(value)
}

function leadRequest(page: Page, path = '/api/leads'): Promise<Request> {
  return page.waitForRequest((request) => request.url().endsWith(path) && request.method() === 'POST')
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page)
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([])
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
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(['Please select Own or Rent. Please answer the question to continue.'])
    expect(await focusedName(page)).toBe('property_type')
    expect(await page.locator(`${form} input[value="property_type_owned"]`).getAttribute('aria-invalid')).toBe('true')
    await expectNoAxeViolations(page)

    await page.getByLabel('Own', { exact: true }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => page.locator(`${form} [data-step-header]`).textContent()).toBe('Step 2 of 3')
    expect(await progress()).toBe('50')

    // Step 2 requires Yes/No before step 3.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => errorTexts(page, form)).toEqual(['This field is required. Please answer the question to continue.'])
    await page.getByLabel('Yes', { exact: true }).check()
    await page.getByRole('button', { name: 'Next' }).click()
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
      contact: { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '(972) 555-0142', zip: '75201' },
      answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'Yes' },
      attribution: { utm_source: 'google', utm_medium: 'cpc', gclid: 'G-123' },
    })
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect((await request.response())?.status()).toBe(202)
    await expect
      .poll(() => page.locator(`${form} [role="status"]`).textContent())
      .toBe('Thank you for your interest in Harbor Home Security! One of our Security Consultants will help you personalize your security solution...')
    expect(await page.evaluate(() => localStorage.getItem('lead_submitted'))).toBe('true')
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('stores the query UTM values and click ids in host-only cookies for a day, and sends them later', async () => {
    const context = await browser.newContext()
    const { page } = await open('/cameras?utm_campaign=fall&utm_content=ad-7&msclkid=MS-9', context)
    const cookies = await context.cookies()
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]))
    expect(byName.utm_campaign?.value).toBe('fall')
    expect(byName.utm_content?.value).toBe('ad-7')
    expect(byName._bmsclkid?.value).toBe('MS-9')
    expect(byName._bmsclkid?.domain).toBe('127.0.0.1') // host-only off the company domain
    const lifetime = byName._bmsclkid!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(86400 - 120)
    expect(lifetime).toBeLessThanOrEqual(86400 + 5)

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
    const context = await browser.newContext()
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
    expect((await sent).postDataJSON()).toMatchObject({ formId, kind: 'callback', answers: { property_type: 'property_type_rental' } })
    await page.locator(`${form} [role="status"]`).waitFor()
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
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'unavailable', message: 'down' }) })
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
    expect(await dialog.locator('form').getAttribute('id')).toBe('home-modal-consultation-form')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('modal-consultation')
    await expectNoAxeViolations(page)

    // The focus stays in the dialog, forwards and backwards.
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog')?.id ?? document.activeElement?.tagName)
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
    const form = `#${formId}`
    await page.locator(form).waitFor()

    await fillContact(page, form, formId, { ...CONTACT, zip: '10001' })
    const invalidZipLead = leadRequest(page, '/api/zip/invalid-lead')
    await page.getByRole('button', { name: 'Get a Quote' }).click()
    await expect.poll(() => page.locator(`${form} [data-form-state="zipNotFound"]`).textContent()).toBe('We are not able to service your area yet.')
    expect((await invalidZipLead).postDataJSON()).toMatchObject({ formId, contact: { zip: '10001', email: 'dana@example.com' } })
    expect(listCalls).toHaveLength(1) // fetched once, on the first change

    await page.locator(`${form} #${formId}-zip`).fill('75201')
    await page.evaluate(() =>
      window.addEventListener('formSubmissionSuccessful', (event) => ((window as unknown as { leadEvent: unknown }).leadEvent = (event as CustomEvent).detail)),
    )
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Get a Quote' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ formId, kind: 'consultation', page: { pageName: 'cameras' }, contact: { zip: '75201' } })
    const thanks = page.locator(`#${formId}-thanks`)
    await thanks.waitFor()
    expect(await thanks.getByRole('link', { name: 'Call For A Home Security Consultation' }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/)
    expect(listCalls).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { leadEvent: unknown }).leadEvent)).toMatchObject({ formId, leadId: expect.any(String) })
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
    const context = await browser.newContext()
    const { page, errors } = await open('/cornerstoneinspectors/affiliate?ref=INSPECT-42', context)
    const formId = 'cornerstoneinspectors-affiliate-modal-consultation-form'
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
    const referral = page.locator(`#${formId}-referralCode`)
    await expect.poll(() => referral.inputValue()).toBe('INSPECT-42')
    expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe('INSPECT-42')

    // Without the query, the stored code is used.
    await page.goto(`${baseUrl}/cornerstoneinspectors/affiliate`, { waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-consultation-modal')))
    await expect.poll(() => referral.inputValue()).toBe('INSPECT-42')
    await fillContact(page, `#${formId}`, formId)
    const sent = leadRequest(page)
    await page.getByRole('button', { name: 'Get a Quote' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ formId, page: { partnerKey: 'cornerstone-inspectors' }, answers: { referralCode: 'INSPECT-42' } })
    await page.locator(`#${formId}-thanks`).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('modal-service-availability and modal-ecomm-error', () => {
  it('shows the spec texts, saves the sign-up as an invalid-ZIP lead, thanks and closes', async () => {
    const { page, errors } = await open('/cameras')
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('harbor:open-service-availability-modal', { detail: { zip: '10001' } })))
    const dialog = page.getByRole('dialog', { name: 'Sorry, we don’t currently service your area.' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      'We’re working to improve our area of coverage and service capabilities. To be notified of product and service offerings that may become available in the future, sign up below.',
    )
    expect(await page.locator('#service-availability-form-zip').inputValue()).toBe('10001')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => errorTexts(page, '#modal-service-availability')).toEqual(EMPTY_MESSAGES.slice(0, 4))
    await expectNoAxeViolations(page)
    await fillContact(page, '#modal-service-availability', 'service-availability-form', { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '9725550142' })
    const sent = leadRequest(page, '/api/zip/invalid-lead')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ formId: 'service-availability-form', contact: { zip: '10001' } })
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
    let answer: { status: string; message: string; fieldErrors: Record<string, string> } = { status: 'invalid', message: 'Enter a valid email address.', fieldErrors: { email: 'Enter a valid email address.' } }
    await page.route('**/api/leads', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(answer) }))
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

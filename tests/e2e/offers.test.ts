import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import offersConfig from '../../site-config/offers.json' with { type: 'json' }
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydrated } from './support/browser.ts'
import { ACTIVE_CUSTOMER, INACTIVE_CUSTOMER } from './support/offerCustomers.ts'

/**
 * The security-partner offer pages in Chromium against the built server on its embedded defaults (customer
 * type of the demo customers, claim endpoint, e-mail sink): only an active customer's claim is accepted,
 * others see the configured message with the support number, and a customer number claims once.
 */
const baseUrl = inject('baseUrl')
const SUPPORT_PHONE = '(855) 555-0101'
const withPhone = (text: string) => text.replaceAll('{{supportPhone}}', SUPPORT_PHONE)
const browser = browserPerFile()

const PAGES = [
  { path: '/shieldline-family', formId: 'shieldline-family-claim-form' },
  { path: '/shieldline-security', formId: 'shieldline-security-claim-form' },
] as const

const ALEX = ACTIVE_CUSTOMER
const SAM = INACTIVE_CUSTOMER

async function open(path: string) {
  const page = await browser().newPage()
  const errors = collectPageErrors(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return { page, errors }
}

async function fill(page: Page, formId: string, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await page.locator(`#${formId}-${field}`).fill(value)
}

const outcome = (page: Page) => page.locator('[data-claim-outcome]')

describe('security-partner offer pages', () => {
  it.each(PAGES)(
    '$path: the offer, who qualifies, how it works, FAQs, the claim form and the legal text; axe with errors shown',
    async ({ path, formId }) => {
      const { page, errors } = await open(path)
      expect(await page.locator('h1').count()).toBe(1)
      expect(await page.locator('main').textContent()).toContain(
        'Limited time offer. Only available to active Harbor Home Security customers.',
      )
      expect(await page.locator('[data-site-footer]').textContent()).toContain(
        'Limited time offer. Only available to active Harbor Home Security customers',
      )
      for (const heading of ['Who qualifies', 'How to claim your offer', 'FAQs'])
        expect(await page.locator('main').textContent()).toContain(heading)
      expect(await page.locator('#claim form').getAttribute('id')).toBe(formId)

      await page.getByRole('button', { name: 'Claim My Offer' }).click()
      await expect
        .poll(() => page.locator(`#${formId} [id$="-error"]`).allTextContents())
        .toEqual([
          'Customer Number is required.',
          'First Name is required.',
          'Last Name is required.',
          'Email is required.',
          'Phone is required.',
        ])
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
        'customerNumber',
      )
      expect(await page.locator(`#${formId}-customerNumber`).getAttribute('aria-describedby')).toBe(
        `${formId}-customerNumber-hint ${formId}-customerNumber-error`,
      )
      await page.locator(`#${formId}-customerNumber`).fill('12-ab')
      await page.getByRole('button', { name: 'Claim My Offer' }).click()
      await expect
        .poll(() => page.locator(`#${formId}-customerNumber-error`).textContent())
        .toBe('Customer Number is not valid. Enter the 6 to 12 digits printed on your monthly statement.')
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it('refuses an inactive customer with the configured message and the support number', async () => {
    const { page, errors } = await open('/shieldline-family#claim')
    await fill(page, 'shieldline-family-claim-form', SAM)
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    await expect.poll(() => outcome(page).getAttribute('data-claim-outcome')).toBe('notActive')
    expect(await outcome(page).textContent()).toBe(withPhone(offersConfig.messages.notActive))
    expect(await outcome(page).locator('a').getAttribute('href')).toBe('tel:+18555550101')
    expect(await outcome(page).getAttribute('role')).toBe('alert')
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('refuses an unknown customer number', async () => {
    const { page } = await open('/shieldline-security#claim')
    await fill(page, 'shieldline-security-claim-form', { ...ALEX, customerNumber: '100999' })
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    await expect.poll(() => outcome(page).getAttribute('data-claim-outcome')).toBe('unknownCustomer')
    expect(await outcome(page).textContent()).toBe(withPhone(offersConfig.messages.unknownCustomer))
    await page.close()
  })

  it('shows a 429 "too many attempts" answer in the message area, announced and focused, and keeps what the visitor typed', async () => {
    const { page, errors } = await open('/shieldline-family#claim')
    const formId = 'shieldline-family-claim-form'
    // The limits themselves are tested on the server; here the endpoint answers as a limit would.
    const keys: Array<string | undefined> = []
    await page.route('**/api/offer-claims', (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '900', 'Cache-Control': 'no-store' },
        contentType: 'application/json',
        body: JSON.stringify({ status: 'limited', message: withPhone(offersConfig.messages.tooManyAttempts) }),
      })
    })
    await fill(page, formId, SAM)
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    await expect.poll(() => outcome(page).getAttribute('data-claim-outcome')).toBe('limited')
    expect(await outcome(page).textContent()).toBe(withPhone(offersConfig.messages.tooManyAttempts))
    expect(await outcome(page).getAttribute('role')).toBe('alert')
    expect(await outcome(page).locator('a').getAttribute('href')).toBe('tel:+18555550101')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-claim-outcome'))).toBe('limited')
    expect(await page.locator(`#${formId}-customerNumber`).inputValue()).toBe(SAM.customerNumber)
    expect(await page.locator(`#${formId}-email`).inputValue()).toBe(SAM.email)
    expect(await page.locator(`#${formId}-phone`).inputValue()).toBe('(312) 555-0199')
    // Not retried by the browser; trying again later is the same claim (nothing was decided).
    expect(keys).toHaveLength(1)
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    await expect.poll(() => keys.length).toBe(2)
    expect(keys[1]).toBe(keys[0])
    await expectNoAxeViolations(page)
    // Chromium logs every 4xx resource load as a console error; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 429'))).toEqual([])
    await page.close()
  })

  let acceptedRequest: string | null = null
  let claimId: unknown

  it("accepts an active customer's claim and thanks them", async () => {
    const { page, errors } = await open('/shieldline-family#claim')
    await fill(page, 'shieldline-family-claim-form', { ...ALEX, customerNumber: '1002-34' })
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/offer-claims') && request.method() === 'POST',
    )
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/offer-claims'))
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    acceptedRequest = (await sent).postData()
    claimId = ((await (await answered).json()) as { claimId: unknown }).claimId
    const thanks = page.locator('#claim [data-form-state="formSubmitted"]')
    await thanks.waitFor()
    expect(await thanks.locator('h2').textContent()).toBe("You're enrolled!")
    expect(await thanks.textContent()).toContain(offersConfig.messages.accepted)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-form-state'))).toBe('formSubmitted')
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('does not duplicate a repeated claim: the same submission is the same claim, a new one is "already claimed"', async () => {
    expect(acceptedRequest).not.toBeNull()
    const again = await fetch(`${baseUrl}/api/offer-claims`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: acceptedRequest,
    })
    expect(await again.json()).toEqual({
      status: 'accepted',
      claimId,
      duplicate: true,
      message: offersConfig.messages.accepted,
    })

    const { page } = await open('/shieldline-security#claim')
    await fill(page, 'shieldline-security-claim-form', ALEX)
    await page.getByRole('button', { name: 'Claim My Offer' }).click()
    await expect.poll(() => outcome(page).getAttribute('data-claim-outcome')).toBe('alreadyClaimed')
    expect(await outcome(page).textContent()).toBe(withPhone(offersConfig.messages.alreadyClaimed))
    // The form stays, so a mistyped number can be corrected.
    expect(await page.locator('#shieldline-security-claim-form').count()).toBe(1)
    await page.close()
  })
})

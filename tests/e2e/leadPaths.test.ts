import { describe, expect, inject, it } from 'vitest'
import { axeViolations, browserPerFile, collectPageErrors } from './support/browser.ts'
import { orderPageFromShopLink, sendOrderContact } from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const NEXT_STEPS = 'Thank you! We have your details. Now choose your installation time below.'

/** Issue 17: no path that promises contact may lose the lead (the real lead endpoint, nothing stubbed). */
describe('the assessment → shop → order path keeps the buyer’s lead', () => {
  it('stores the cart lead without a ZIP, and promises a call only after asking how to reach the buyer', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const leads: Array<{ status: number; body: Record<string, unknown>; request: Record<string, unknown> }> = []
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/leads')) return
      leads.push({
        status: response.status(),
        body: (await response.json()) as Record<string, unknown>,
        request: response.request().postDataJSON() as Record<string, unknown>,
      })
    })

    // The link the assessment's review gives ("Shop this package"): the buyer never types a ZIP on this path.
    await orderPageFromShopLink(page, `${baseUrl}/shop?package=STD-COMPLETE-PACKAGE&customize=1&add=smoke-detector`)

    // The cart's e-commerce lead was stored (202), not refused with 400 "ZIP is required.".
    await expect.poll(() => leads.length).toBe(1)
    expect(leads[0]).toMatchObject({
      status: 202,
      body: { status: 'accepted' },
      request: { kind: 'ecommerce', contact: { zip: '' } },
    })

    // No promise of a call before the page knows how to reach the buyer.
    expect(await page.getByText(NEXT_STEPS).count()).toBe(0)
    await page.getByRole('heading', { level: 2, name: 'How should we reach you?' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue to installation time' }).click()
    await expect
      .poll(() => page.locator('#order-summary-contact-firstName-error').textContent())
      .toBe('First Name is required.')
    expect(leads).toHaveLength(1)

    await sendOrderContact(page)
    await page.getByText(NEXT_STEPS).waitFor()
    expect(leads).toHaveLength(2)
    const orderNumber = await page.getByTestId('order-number').textContent()
    expect(leads[1]).toMatchObject({
      status: 202,
      body: { status: 'accepted' },
      request: {
        contact: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.com',
          phone: '(312) 555-0142',
          zip: '75201',
        },
        answers: { orderNumber },
      },
    })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(NEXT_STEPS)
    expect(errors).toEqual([])
    await context.close()
  })
})

import { describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { browserPerFile, collectPageErrors, hydratedInView } from './support/browser.ts'
import { weekdayAt } from './support/clock.ts'
import { serverAt } from './support/serverAt.ts'

const browser = browserPerFile()
// One new lead per client address: the second is refused (429) with the intake's message, the lead kept in the form.
const OPEN = weekdayAt('11:00')
const server = serverAt(OPEN, { LEAD_LIMIT_NEW_PER_CLIENT: '1' })
/** Texas's local sales line (site-config/content/locationStates.json), the page's sales number. */
const TEXAS_LINE = '(214) 555-0140'
const NATIONAL_LINE = '(855) 555-0100'

/** Sends /locations/texas's quote form (#schedule) from a fresh browser; returns the lead API's answer and the alert. */
async function sendQuote(context: BrowserContext, email: string) {
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  await page.goto(`${server().baseUrl}/locations/texas`, { waitUntil: 'load' })
  const form = page.locator('#schedule form')
  await hydratedInView(form.getByLabel('First Name'))
  const values = { 'First Name': 'Dana', 'Last Name': 'Rivera', Email: email, Phone: '9725550142', 'ZIP Code': '75201' }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST')
  await form.getByRole('button').last().click()
  const answer = await answered
  return { page, errors, status: answer.status(), body: (await answer.json()) as { message?: string } }
}

/** Sixth walkthrough: a failed lead on /locations/texas gave the national number where the page gives Texas's. */
describe('a failed lead on a location page gives the page’s own sales number', () => {
  it('the intake’s message and the form’s alert name the local line, not the national one', async () => {
    const first = await browser().newContext({ clock: OPEN, viewport: { width: 375, height: 812 } })
    expect((await sendQuote(first, 'dana.first@example.com')).status).toBe(202)
    await first.close()

    const second = await browser().newContext({ clock: OPEN, viewport: { width: 375, height: 812 } })
    const { page, errors, status, body } = await sendQuote(second, 'dana.second@example.com')
    expect(status).toBe(429)
    expect(body.message).toContain(TEXAS_LINE)
    expect(body.message).not.toContain(NATIONAL_LINE)
    const alert = page.locator('#schedule [role="alert"]')
    await alert.waitFor()
    expect(await alert.textContent()).toContain(TEXAS_LINE)
    expect(await alert.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+12145550140')
    // The header gives the same number.
    expect(await page.locator('[data-site-header]').textContent()).not.toContain(NATIONAL_LINE)
    // The refused answer is the only console error (the browser logs the 429 itself).
    expect(errors.filter((error) => !error.includes('status of 429'))).toEqual([])
    await second.close()
  }, 120_000)
})

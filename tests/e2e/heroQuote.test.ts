import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Issue 17: the hero's "Get a Free Quote" goes to the lead form's first name, or to the modal once the form is gone. */
describe('hero "Get a Free Quote"', () => {
  it('focuses the first-name field of the page’s lead form, and opens the consultation modal after a submission', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/home-security-systems`, { waitUntil: 'load' })
    await hydrated(page)
    const cta = page.locator('main section').first().getByRole('link', { name: 'Get a Free Quote' })
    await cta.click()
    await expect
      .poll(() =>
        page.evaluate(() => ({
          name: (document.activeElement as HTMLInputElement | null)?.name,
          inForm: Boolean(document.activeElement?.closest('#schedule')),
        })),
      )
      .toEqual({ name: 'firstName', inForm: true })

    // A lead was sent: the page's form hides itself (spec §4.2), so the button must not point at nothing.
    await page.evaluate(() => window.localStorage.setItem('lead_submitted', 'true'))
    await page.reload({ waitUntil: 'load' })
    // Hidden from the first paint (the head boot script), whether or not its island has hydrated yet.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-lead-submitted'))).toBe(true)
    expect(await page.locator('#schedule').isVisible()).toBe(false)
    await hydrated(page)
    // In its place, "We have your request" (issue 25 item 7), and the form stays out of sight and out of the tab order.
    await expect.poll(() => page.locator('[data-request-received]').first().isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await page.locator('#schedule').isVisible()).toBe(false)
    await cta.click()
    await page.getByRole('dialog').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

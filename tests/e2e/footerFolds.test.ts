import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, collectPageErrors, expectNoAxeViolations, hydratedInView } from './support/browser.ts'
import { focusedRing } from './support/focusRing.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const footerTexts = realSite().config.navigation.footer
const contactTexts = realSite().config.navigation.contact
const firstColumn = footerTexts.columns[0]!

const footer = (page: Page) => page.locator('footer[data-site-footer]')
const footerHeight = async (page: Page) => (await footer(page).boundingBox())!.height
/** Each folded section's summary, as the browser exposes it: its words and whether it is open. */
const sections = (page: Page) =>
  footer(page)
    .locator('details')
    .evaluateAll((all) =>
      all.map((details) => ({
        summary: details.querySelector('summary')!.textContent,
        open: (details as HTMLDetailsElement).open,
      })),
    )

/**
 * Rater report 6, D14: the footer was 3,340 px tall at 375 px, 60% of a help article's page. Below 768 px its link
 * columns (and the page's disclaimers) fold into <details> disclosures that work with no script; Contact Us stays
 * open; from 768 px the footer is as it was.
 */
describe('the footer’s folded sections (rater report 6, D14)', () => {
  // The helpcenter layout's footer has no contact block: each help page ends with its own Support band (seventh
  // walkthrough E15).
  it.each([
    ['/', true],
    ['/help-center', false],
  ])(
    'at 375 px on %s: folded, under 1,400 px, Contact Us open (%s), a section opened by keyboard shows its links',
    async (path, withContact) => {
      const page = await browser().newPage({ viewport: { width: 375, height: 800 } })
      const errors = collectPageErrors(page)
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
      await hydratedInView(footer(page))
      expect(await sections(page)).toEqual(
        [
          footerTexts.quickLinksHeading,
          ...footerTexts.columns.map((column) => column.heading),
          footerTexts.socialHeading,
          footerTexts.disclaimersHeading,
        ].map((summary) => ({ summary, open: false })),
      )
      expect(await footerHeight(page)).toBeLessThan(1400)
      const contact = footer(page).getByRole('region', { name: contactTexts.contactHeading, exact: true })
      if (withContact) {
        await expect(contact.getByText(contactTexts.salesCenter).first().isVisible()).resolves.toBe(true)
        await expect(contact.getByText(contactTexts.supportCenter).first().isVisible()).resolves.toBe(true)
      } else await expect(contact.count()).resolves.toBe(0)
      const firstLink = footer(page).getByRole('link', { name: firstColumn.links[0]!.label, exact: true })
      await expect(firstLink.isVisible()).resolves.toBe(false)

      // Keyboard: Tab reaches the section's summary, a control with a visible ring; Enter opens it.
      const summary = footer(page).locator('summary', { hasText: firstColumn.heading })
      await footer(page).locator('summary').first().focus()
      for (let presses = 0; presses < 10; presses++) {
        if (await summary.evaluate((element) => element === document.activeElement)) break
        await page.keyboard.press('Tab')
      }
      await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
      const ring = await focusedRing(page)
      expect(ring?.ring, 'the summary shows where the focus is').not.toBeNull()
      expect(ring!.contrast).toBeGreaterThanOrEqual(3)
      await page.keyboard.press('Enter')
      await expect(summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).resolves.toBe(
        true,
      )
      for (const link of firstColumn.links) {
        const shown = footer(page).getByRole('link', { name: link.label, exact: false }).first()
        await expect(shown.isVisible(), link.label).resolves.toBe(true)
      }
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('at 375 px a link to a disclaimer opens the folded disclosures', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } })
    await page.goto(`${baseUrl}/#disclaimer-financing`, { waitUntil: 'load' })
    const financing = page.locator('#disclaimer-financing')
    await expect.poll(() => financing.isVisible()).toBe(true)
    await page.close()
  })

  it.each([768, 1280])('at %i px the columns and disclaimers stand open, with their headings', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 800 } })
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydratedInView(footer(page))
    for (const heading of [footerTexts.quickLinksHeading, ...footerTexts.columns.map((column) => column.heading)]) {
      await expect(
        footer(page).getByRole('heading', { level: 2, name: heading, exact: true }).isVisible(),
      ).resolves.toBe(true)
    }
    for (const column of footerTexts.columns)
      for (const link of column.links) {
        const shown = footer(page).getByRole('link', { name: link.label, exact: false }).first()
        await expect(shown.isVisible(), `${link.label} at ${width} px`).resolves.toBe(true)
      }
    await expect(page.locator('#disclaimer-financing').isVisible()).resolves.toBe(true)
    // No summary is drawn: nothing to open where everything is open.
    expect(await footer(page).locator('summary:visible').count()).toBe(0)
    await expectNoAxeViolations(page)
    await page.close()
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { closedHours, openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const ARTICLE = '/help-center/articles/request-a-move'
const SUPPORT_CALL = 'a[href^="tel:"]'

/** Sixth walkthrough D18: the contents came after the text at 375 px, and an article ended with no way onward. */
describe('a help article: its contents before its text at every width, and a way to Support after it', () => {
  it.each([375, 768, 1280])(
    'at %i px',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
      const errors = collectPageErrors(page)
      await page.goto(baseUrl + ARTICLE, { waitUntil: 'load' })
      await hydrated(page)
      const title = page.locator('h1')
      const firstBodyHeading = page.locator('article h2').first()
      const contents =
        width < 992
          ? page.locator('article details').filter({ has: page.locator('summary', { hasText: 'On this page' }) })
          : page.getByRole('navigation', { name: 'On this page' })
      await expect.poll(() => contents.isVisible()).toBe(true)
      // Exactly one list of contents is shown (the other width's copy is not drawn, nor read).
      expect(await page.getByText('On this page', { exact: true }).filter({ visible: true }).count()).toBe(1)
      const y = async (locator: typeof title) => (await locator.boundingBox())!.y
      if (width < 992) {
        // Under the title and above the text; folded, and it opens by keyboard.
        expect(await y(contents)).toBeGreaterThan(await y(title))
        expect(await y(contents)).toBeLessThan(await y(firstBodyHeading))
        await contents.locator('summary').focus()
        await page.keyboard.press('Enter')
        const firstEntry = contents.getByRole('link').first()
        await expect.poll(() => firstEntry.isVisible()).toBe(true)
      }
      const help = page.getByRole('region', { name: 'Still need help?' })
      await expect.poll(() => help.isVisible()).toBe(true)
      expect(await help.locator('a[href^="sms:"]').count()).toBeGreaterThan(0)
      // The call link shows while phone support is open.
      expect(await help.locator(SUPPORT_CALL).filter({ visible: true }).count()).toBeGreaterThan(0)
      expect(errors).toEqual([])
      await page.close()
    },
    60_000,
  )

  it('while phone support is closed the Support block gives no call link, only its hours', async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 900 }, clock: closedHours() })
    await page.goto(baseUrl + ARTICLE, { waitUntil: 'load' })
    await hydrated(page)
    const help = page.getByRole('region', { name: 'Still need help?' })
    expect(await help.locator(SUPPORT_CALL).filter({ visible: true }).count()).toBe(0)
    expect(await help.innerText()).toContain('Mon-Sat 8am-8pm CT')
    await page.close()
  })
})

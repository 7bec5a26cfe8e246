import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight
  })
const amount = (text: string | null) => Number(/\$([\d,]+\.\d\d)/.exec(text ?? '')![1]!.replace(/,/g, ''))

/** Rater (second walkthrough) item 5: the customiser keeps a running total in view, as "build your system" pages do. */
describe('the shop customiser’s running total', () => {
  it.each([375, 768, 1280])(
    'at %i px: in view from the top to the end of the list, right after each add',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: width < 700 ? 812 : 900 } })
      const errors = collectPageErrors(page)
      await page.goto(`${baseUrl}/shop?package=STD-STARTER-PACKAGE&customize=1`, { waitUntil: 'load' })
      await hydrated(page)
      await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
      // The Starter with its $99 installation, and its monitoring after it.
      expect(await page.getByTestId('customize-subtotal').textContent()).toBe('$448.99 due with your order')
      expect(await page.getByTestId('customize-monthly').textContent()).toBe(' then $39.99/mo.')
      expect(await inView(page, 'customize-running-total')).toBe(true)

      // Adding a device deep in the list: the total follows at once and is still in view there.
      const addButtons = page.getByRole('button', { name: /^Add / })
      const last = addButtons.last()
      await last.scrollIntoViewIfNeeded()
      const price = amount(
        await last.locator('xpath=ancestor::li[@data-device-row]').locator('p').first().textContent(),
      )
      await last.click()
      await expect.poll(() => page.getByTestId('customize-subtotal').textContent()).not.toContain('$448.99')
      expect(amount(await page.getByTestId('customize-subtotal').textContent())).toBeCloseTo(448.99 + price, 2)
      expect(await inView(page, 'customize-running-total')).toBe(true)
      // The bar never hides the button it covers: the one just used is above it.
      const bar = (await page.getByTestId('customize-running-total').boundingBox())!
      expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(bar.y)
      expect(await axeViolations(page)).toEqual([])

      // The cart agrees with it.
      const running = await page.getByTestId('customize-subtotal').textContent()
      await page.getByRole('button', { name: 'Review Cart' }).click()
      await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
      expect(amount(await page.getByTestId('cart-subtotal').textContent())).toBe(amount(running))
      expect(errors).toEqual([])
      await page.close()
    },
  )

  it.each([375, 1280])(
    'at %i px the cart says what the amount due comes to financed, only from the financing minimum',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      const errors = collectPageErrors(page)
      for (const [packageId, financed] of [
        ['STD-COMPLETE-PACKAGE', true],
        ['STD-STARTER-PACKAGE', false],
      ] as const) {
        await page.goto(`${baseUrl}/shop?package=${packageId}&customize=1`, { waitUntil: 'load' })
        await hydrated(page)
        await page.getByRole('button', { name: 'Review Cart' }).click()
        await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
        const due = amount(await page.getByTestId('cart-subtotal').textContent())
        const line = page.getByTestId('cart-financing')
        if (!financed) {
          expect(due).toBeLessThan(599)
          expect(await line.count()).toBe(0)
          continue
        }
        const monthly = (Math.round((due / 48) * 100) / 100).toFixed(2)
        // The package cards' words (seventh walkthrough E14), the terms a link to the footer's disclaimer.
        expect(await line.textContent()).toBe(
          `Or $${monthly}/mo. over 48 payments. Financing terms: at 0% APR for 9 months. For qualified buyers; monitoring is billed apart.`,
        )
        expect(
          await line.getByRole('link', { name: 'Financing terms: at 0% APR for 9 months.' }).getAttribute('href'),
        ).toBe('#disclaimer-financing')
      }
      expect(errors).toEqual([])
      await page.close()
    },
  )
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Rater (second walkthrough) item 9: a partner shop's "Save $17.50" with the regular price it is saved from. */
describe('a partner’s saving is shown beside the regular price struck through', () => {
  it.each([375, 1280])('/shop/dallas-dealer at %i px', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/shop/dallas-dealer`, { waitUntil: 'load' })
    const starter = page.locator('#package-tables article').filter({ hasText: 'Starter Package' })
    expect(await starter.textContent()).toContain('Save $17.50')
    const price = starter.locator('[data-package-price]')
    // $332.49 + the $17.50 saved = $349.99, struck through and read as "Regular price $349.99, now $332.49" (the
    // struck figure hidden from screen readers, which hear the sentence).
    expect(await price.locator('s').textContent()).toBe('$349.99')
    expect(await price.locator('s').getAttribute('aria-hidden')).toBe('true')
    expect(await price.locator('.visually-hidden').textContent()).toBe('Regular price $349.99, now ')
    expect(await price.textContent()).toBe('Regular price $349.99, now $349.99$332.49')
    expect(errors).toEqual([])
    await page.close()
  })
})

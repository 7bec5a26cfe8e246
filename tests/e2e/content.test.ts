import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

async function open(path: string): Promise<{ page: Page; errors: string[]; status: number }> {
  const page = await browser().newPage()
  const errors = collectPageErrors(page)
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
  return { page, errors, status: response!.status() }
}

describe('help center, blog, company and location content in Chromium', () => {
  it('searching "camera" from the help-center home finds camera articles with the word highlighted', async () => {
    const { page, errors } = await open('/help-center')
    await hydrated(page)
    await page.getByLabel('Search help articles').fill('camera')
    await Promise.all([
      page.waitForURL(/\/help-center\/search\?q=camera$/),
      page.getByRole('button', { name: 'Search' }).click(),
    ])
    const hits = page.locator('[data-search-hit]')
    expect(await hits.count()).toBeGreaterThanOrEqual(5)
    for (const hit of await hits.all()) {
      const marked = (await hit.locator('mark').allTextContents()).map((t) => t.toLowerCase())
      expect(marked.some((t) => t.startsWith('camera'))).toBe(true)
    }
    expect(await page.locator('[data-search-hit] h3').allTextContents()).toContain('Camera shows offline')
    expect(errors).toEqual([])
    await page.close()
  })

  it('goes from a category page to an article', async () => {
    const { page, status, errors } = await open('/help-center/category/cameras-doorbells')
    expect(status).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Cameras and Doorbells')
    await Promise.all([
      page.waitForURL(/\/help-center\/articles\/camera-shows-offline$/),
      page.getByRole('link', { name: 'Camera shows offline' }).first().click(),
    ])
    expect(await page.locator('h1').textContent()).toBe('Camera shows offline')
    expect(await page.title()).toBe('Camera shows offline | Harbor Home Security')
    await page.getByRole('link', { name: 'Check Wi-Fi' }).click()
    expect(page.url()).toMatch(/#check-wi-fi$/)
    await hydrated(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('answers 404 with the not-found page for an unknown article, section or location', async () => {
    for (const path of [
      '/help-center/articles/no-such-article',
      '/help-center/sections/no-such-section',
      '/locations/texas/springfield',
      '/smartcenter/no-such-post',
    ]) {
      const { page, status } = await open(path)
      expect(status, path).toBe(404)
      expect(await page.locator('h1').first().textContent(), path).toBe('Oops!')
      await page.close()
    }
  })

  it('/terms?termsSection=… scrolls to that section, highlights it and moves focus there', async () => {
    const { page, errors } = await open('/terms?termsSection=_BaylineDisclaimer')
    await hydrated(page)
    const section = page.locator('#_BaylineDisclaimer')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('_BaylineDisclaimer')
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    // The section sits just below the fixed header bar (the header sets scroll-padding-top), not under it.
    const top = await section.evaluate((el) => el.getBoundingClientRect().top)
    const barBottom = await page.locator('[data-site-header]').evaluate((el) => el.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(barBottom - 1)
    // Right under the bar, unless the page is scrolled as far as it goes (a section near the end).
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (!atEnd) expect(top - barBottom).toBeLessThan(60)
    expect(await section.getAttribute('data-selected')).toBe('true')
    expect(await section.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    expect(errors).toEqual([])
    await page.close()
  })

  it('signing in from a help-center page carries that page as the return place', async () => {
    const { page } = await open('/help-center/articles/request-a-move')
    await hydrated(page)
    // The sign-in endpoint belongs to the auth work; here only the request it receives matters.
    let loginUrl = ''
    await page.route('**/api/auth/login**', (route) => {
      loginUrl = route.request().url()
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sign in</title>' })
    })
    await Promise.all([page.waitForURL(/\/api\/auth\/login/), page.locator('[data-return-to-link]').click()])
    expect(new URL(loginUrl).searchParams.get('returnTo')).toBe('/help-center/articles/request-a-move')
    expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe('/help-center/articles/request-a-move')
    await page.close()
  })

  it('paginates the blog and opens a post', async () => {
    const { page } = await open('/smartcenter')
    await page.getByRole('navigation', { name: 'Latest articles pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/\/smartcenter\?page=2$/)
    expect(await page.locator('[aria-current="page"]').first().textContent()).toBe('Page 2')
    await page.getByRole('link', { name: 'Harbor opens a second monitoring center in Texas' }).click()
    await page.waitForURL(/\/smartcenter\/harbor-opens-new-monitoring-center$/)
    expect(await page.locator('h1').textContent()).toBe('Harbor opens a second monitoring center in Texas')
    await page.close()
  })

  it.each([
    '/help-center',
    '/help-center/articles/camera-shows-offline',
    '/help-center/search?q=camera',
    '/smartcenter',
    '/locations/texas/dallas',
    '/terms?termsSection=_FreeProfessionalInstallationPromotion',
    '/faqs',
  ])('%s has no WCAG 2.2 AA violations (axe-core)', async (path) => {
    const { page } = await open(path)
    await hydrated(page)
    const violations = await axeViolations(page)
    expect(
      violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`),
    ).toEqual([])
    await page.close()
  })
})

import { describe, expect, inject, it } from 'vitest'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

async function openPage(path: string) {
  const page = await browser().newPage()
  const errors = collectPageErrors(page)
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
  return { page, errors, response: response! }
}

describe('the built site in Chromium', () => {
  it('serves the prerendered home page, styled, and hydrates it without errors', async () => {
    const { page, errors, response } = await openPage('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('br')
    expect(await page.title()).toContain('Harbor Home Security')
    await hydrated(page)
    // Critical CSS is in <head>: the header is styled before any script runs.
    expect(await page.locator('head style[data-emotion]').count()).toBeGreaterThan(0)
    const headerBackground = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)')
    expect(errors).toEqual([])
    await page.close()
  })

  it('serves the prerendered page of a declared query value and hydrates it', async () => {
    const { page, errors, response } = await openPage('/secure?utm_ads=lowcost-envir&utm_source=google')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate')
    const heading = await page.locator('h1').first().textContent()
    const plain = await (await fetch(`${baseUrl}/secure`)).text()
    expect(plain).not.toContain(heading!)
    await hydrated(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('renders a page per request for a query value outside the declared list, and hydrates it', async () => {
    const { page, errors, response } = await openPage('/secure?utm_ads=not-declared')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    await hydrated(page)
    expect(errors).toEqual([])
    await page.close()
  })

  it('answers an unknown URL with status 404 and the spec texts, hydrated', async () => {
    const { page, errors, response } = await openPage('/this/page/does-not-exist')
    expect(response.status()).toBe(404)
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Oops!')
    const text = await page.locator('main').textContent()
    expect(text).toContain("The page you requested can't be found, but we're here to help.")
    expect(text).toContain('Error Code: 404')
    expect(text).toContain('0% Financing Available for Qualified Applicants, Have Your Consultation Today.')
    for (const href of ['/', '/help-center', '/home-security-systems', '/how-to-buy', '/faqs', '/sitemap']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBe(1)
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow')
    await hydrated(page)
    expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    await page.close()
  })

  it('serves aliases and trailing slashes with the canonical URL', async () => {
    for (const path of ['/indoor-camera', '/indoor-cameras/', '/harbor-home-plus', '/Neighborly']) {
      const { page, response } = await openPage(path)
      expect(response.status(), path).toBe(200)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical, path).toMatch(/^https:\/\/www\.harborhomesecurity\.com\/[a-z-]+$/)
      await page.close()
    }
  })

  it('lets a keyboard user skip to the main content', async () => {
    const { page } = await openPage('/cameras')
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent)
    expect(focused).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => location.hash)).toBe('#main')
    await page.close()
  })

  it.each(['/', '/cameras', '/secure?utm_ads=bogo50-envir', '/partners', '/no-such-page'])(
    '%s has no WCAG 2.2 AA violations (axe-core)',
    async (path) => {
      const { page } = await openPage(path)
      expect(await axeViolations(page)).toEqual([])
      await page.close()
    },
  )
})

import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { loadSite } from '../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { browserPerFile, hydrated } from './support/browser.ts'

/**
 * Issue 20 item 5: every page answers with a Content-Security-Policy that allows no inline script
 * without a nonce or hash, and no page breaks under it. One page of every layout (static pages are
 * prerendered and allowed by hashes, the others get a nonce per response) plus the interactive journeys'
 * pages; any `securitypolicyviolation` event or CSP console error fails the test.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** One page per layout, from the route table (never a page behind the sign-in), so a new layout is covered. */
function onePagePerLayout(): string[] {
  const site = loadSite(repoRoot)
  const byLayout = new Map<string, string>()
  for (const route of site.routes) {
    if (route.hasParams) continue
    const model = site.resolve(route.path)
    if (model.status !== 200 || model.layout.signIn === 'required' || byLayout.has(model.layout.name)) continue
    byLayout.set(model.layout.name, route.path)
  }
  return [...byLayout.values()]
}

const JOURNEYS = [
  '/shop',
  '/shop/keystone-realty',
  '/shop/products',
  '/assessment/start',
  '/scheduling',
  '/help-center',
  '/keystoneoffer',
]

async function violationsOn(page: Page, path: string): Promise<string[]> {
  const found: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { cspViolations?: string[] }
      ;(w.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  const response = await page.goto(baseUrl + path)
  const policy = response!.headers()['content-security-policy'] ?? ''
  expect(policy, `${path} has a CSP`).toMatch(/script-src 'self'/)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  await hydrated(page)
  // Interaction makes Emotion insert styles at run time: open and close what the page offers first.
  const opener = page.locator('main button:visible').first()
  if (await opener.count()) {
    await opener.click({ trial: false, timeout: 5_000 }).catch(() => {})
    await page.keyboard.press('Escape')
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const inPage = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
  return [...inPage, ...found]
}

describe('Content-Security-Policy in the browser', () => {
  it.each([...new Set([...onePagePerLayout(), ...JOURNEYS])])(
    '%s runs under its policy with no violation',
    async (path) => {
      const page = await browser().newPage()
      try {
        expect(await violationsOn(page, path)).toEqual([])
        // The page's own styling survived the policy: Emotion's classes are styled.
        const styled = await page.evaluate(() => getComputedStyle(document.body).margin)
        expect(styled).toBe('0px')
      } finally {
        await page.close()
      }
    },
    60_000,
  )

  it.each(['/', '/shop', '/secure'])(
    '%s names images and forms narrowly (issue 28 item 10), and every picture on it loads',
    async (path) => {
      const page = await browser().newPage()
      try {
        expect(await violationsOn(page, path)).toEqual([])
        const policy = (await page.request.get(baseUrl + path)).headers()['content-security-policy'] ?? ''
        const sources = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? []
        // This build runs on the embedded services: images from this site (and the tag manager's reports),
        // forms to this site and the embedded identity provider's origin; no scheme-wide source, no data: URLs.
        expect(sources('img-src')[0]).toBe("'self'")
        expect(sources('img-src').filter((source) => source.startsWith('https://') && !/google/.test(source))).toEqual(
          [],
        )
        expect(sources('img-src')).not.toContain('https:')
        expect(sources('img-src')).not.toContain('data:')
        expect(sources('form-action')).toHaveLength(2)
        expect(sources('form-action')[0]).toBe("'self'")
        expect(sources('form-action')[1]).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/)
        // Lazy pictures load when near the view: bring each one there, then every one has decoded pixels.
        const pictures = page.locator('img')
        const count = await pictures.count()
        expect(count).toBeGreaterThan(0)
        for (let index = 0; index < count; index += 1) {
          const picture = pictures.nth(index)
          if (!(await picture.isVisible())) continue
          await picture.scrollIntoViewIfNeeded()
          await picture.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined))
          const loaded = await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
          expect(loaded, `${path}: ${await picture.getAttribute('src')}`).toBe(true)
        }
        // Nor did any of those pictures break the policy.
        expect(
          await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
        ).toEqual([])
      } finally {
        await page.close()
      }
    },
    90_000,
  )

  it('would notice a violation: an injected inline script is blocked and reported', async () => {
    const page = await browser().newPage()
    try {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const w = window as unknown as { cspViolations?: string[] }
          ;(w.cspViolations ??= []).push(event.violatedDirective)
        })
      })
      await page.goto(`${baseUrl}/faqs`)
      await hydrated(page)
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.injected = true'
        document.head.appendChild(script)
      })
      await page.waitForFunction(
        () => ((window as unknown as { cspViolations?: string[] }).cspViolations ?? []).length > 0,
      )
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toContain(
        'script-src-elem',
      )
    } finally {
      await page.close()
    }
  }, 60_000)
})

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

import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { renderPageHtml } from '../support/renderPage.tsx'
import { SPEC_URLS } from '../support/specUrls.ts'
import { browserPerFile, hydrated } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Screenshots of every layout at phone and desktop width, for reviewers (test-results/ is git-ignored). */
const SCREENSHOTS = join(repoRoot, 'test-results/screenshots')
const WIDTHS = [375, 768, 1280] as const
const SCREENSHOT_WIDTHS: readonly number[] = [375, 1280]

const layoutNames = Object.keys(
  (JSON.parse(readFileSync(join(repoRoot, 'site-config/layouts.json'), 'utf8')) as { layouts: Record<string, unknown> })
    .layouts,
)

/** How the test reaches a page of a layout: a URL, or a setup that opens one in the given page. */
type Visit = { url: string } | { open: (page: Page) => Promise<string> }

/** A page that needs a signed-in customer: sign in at the embedded identity provider first. */
async function signedInPage(page: Page, path: string): Promise<string> {
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await page.getByLabel('E-mail').fill('alex.morgan@example.com')
  await page.getByLabel('Password').fill('harbor-demo-1')
  await Promise.all([page.waitForURL(baseUrl + path), page.getByRole('button', { name: 'Sign In' }).click()])
  return path
}

/** The checkout page of a real order, created the way the shop does (POST /api/checkout from the site). */
async function checkoutPage(page: Page): Promise<string> {
  // A page with the cart: the server takes the order's catalogue from it.
  await page.goto(baseUrl + '/shop', { waitUntil: 'load' })
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: `layouts-${crypto.randomUUID()}`,
        catalogId: 'ecat-standard',
        system: null,
        addons: [{ slug: 'indoor-camera', quantity: 1 }],
        pageUrl: location.href,
      }),
    })
    return (await response.json()) as { redirectUrl?: string }
  })
  expect(answer.redirectUrl).toMatch(/^\/checkout\//)
  return answer.redirectUrl!
}

/**
 * A layout no route reaches through a plain request (the maintenance layout, and `minimal`, which only
 * the server-error page uses): a real page's server HTML rendered in that layout, with its own styles.
 */
function renderedIn(layoutName: string, url: string): Visit {
  return {
    open: async (page) => {
      const site = realSite()
      const layout = site.layouts.get(layoutName)!
      const model = { ...site.resolve(url), layout }
      await page.setContent(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${await renderPageHtml(model, site)}</body></html>`,
      )
      return `${url} rendered in ${layoutName}`
    },
  }
}

/** One page per layout: the first spec URL that resolves to it, else the setups above. */
function visitPerLayout(): Map<string, Visit> {
  const site = realSite()
  const visits = new Map<string, Visit>()
  for (const url of SPEC_URLS) {
    const layout = site.resolve(url).layout.name
    if (!visits.has(layout)) visits.set(layout, { url })
  }
  const special: Record<string, Visit> = {
    checkout: { open: checkoutPage },
    secureWithLogin: { open: (page) => signedInPage(page, '/harborhome-customer') },
    minimal: renderedIn('minimal', '/how-to-buy'),
    maintenance: renderedIn('maintenance', '/how-to-buy'),
  }
  for (const [layout, visit] of Object.entries(special)) visits.set(layout, visit)
  return visits
}

/** The elements that stick out past the right edge, named so a failure says where to look. */
function overflowReport(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const culprits: string[] = []
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const right = element.getBoundingClientRect().right
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0
      if (right > window.innerWidth + 0.5 && parentRight <= window.innerWidth + 0.5) {
        culprits.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} (right edge ${Math.round(right)} px)`,
        )
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits: culprits.slice(0, 10),
    }
  })
}

async function openVisit(context: BrowserContext, visit: Visit): Promise<{ page: Page; label: string }> {
  const page = await context.newPage()
  if ('url' in visit) {
    await page.goto(baseUrl + visit.url, { waitUntil: 'load' })
    await hydrated(page)
    return { page, label: visit.url }
  }
  const label = await visit.open(page)
  if (page.url().startsWith(baseUrl)) await hydrated(page)
  return { page, label }
}

describe('every layout at phone, tablet and desktop width', () => {
  const visits = visitPerLayout()

  it('visits a page of every layout in site-config/layouts.json', () => {
    expect(layoutNames.filter((name) => !visits.has(name))).toEqual([])
  })

  for (const [layout, visit] of visits) {
    it(`${layout}: no horizontal overflow at ${WIDTHS.join(', ')} px`, async () => {
      mkdirSync(SCREENSHOTS, { recursive: true })
      // One browser profile per layout, so a sign-in or an order holds for every width.
      const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
      const { page, label } = await openVisit(context, visit)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        if ('url' in visit) {
          await page.reload({ waitUntil: 'load' })
          await hydrated(page)
        }
        const { scrollWidth, innerWidth, culprits } = await overflowReport(page)
        if (SCREENSHOT_WIDTHS.includes(width))
          await page.screenshot({ path: join(SCREENSHOTS, `${layout}-${width}.png`), fullPage: true })
        expect(
          scrollWidth,
          `${label} at ${width} px is ${scrollWidth} px wide; sticking out: ${culprits.join(', ')}`,
        ).toBeLessThanOrEqual(innerWidth)
      }
      await context.close()
    }, 120_000)
  }

  it('the shop’s service-availability modal fits a 375 px phone and its Submit can be tapped', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 700 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await page.goto(baseUrl + '/shop', { waitUntil: 'load' })
    await hydrated(page)
    const input = page.getByLabel('ZIP code', { exact: true })
    // The hero focuses its input after load; wait for it so it cannot move the focus mid-test.
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill('10001')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sorry, we don’t currently service your area.' })
    await dialog.waitFor()
    const submit = dialog.getByRole('button', { name: 'Submit' })
    await submit.scrollIntoViewIfNeeded()
    const box = (await submit.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    // A trial tap checks that the button itself, not something over it, receives the tap.
    await submit.tap({ trial: true })
    const { scrollWidth, innerWidth } = await overflowReport(page)
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    await context.close()
  })
})

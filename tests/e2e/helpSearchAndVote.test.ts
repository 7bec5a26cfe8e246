import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { repoRoot } from '../support/fixtureSite.ts'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const SCREENSHOTS = join(repoRoot, 'test-results/screenshots')
const ARTICLE = '/help-center/articles/why-is-my-panel-beeping'

/** What the reader sees at that moment (the viewport), for looking at. */
async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, name) })
}

/** The results' article addresses, best first. */
async function resultSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[data-search-hit] h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  return hrefs.map((href) => href!.replace('/help-center/articles/', ''))
}

async function searchFromHome(page: Page, words: string) {
  await page.goto(baseUrl + '/help-center', { waitUntil: 'load' })
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill(words)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/help-center\/search\?q=/)
}

/** Seventh walkthrough E7: "beeping" found nothing; a search that finds nothing led nowhere. */
describe('help search: stems, keywords, the top articles and the no-result list', () => {
  it.each([375, 1280])(
    'at %i px "beeping" and "keypad beeping" find the beeping, backup-battery and smoke-chirp articles first',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
      const errors = collectPageErrors(page)
      await page.goto(baseUrl + '/help-center', { waitUntil: 'load' })
      // The top articles sit right under the search box, the beeping question first.
      const top = page.getByRole('navigation', { name: 'Top articles' })
      await expect.poll(() => top.getByRole('link').first().innerText()).toBe('Why is my panel beeping?')
      expect((await top.boundingBox())!.y).toBeLessThan(
        (await page.getByRole('heading', { name: 'Browse by topic' }).boundingBox())!.y,
      )
      await shot(page, `help-home-${width}.png`)
      for (const words of ['beeping', 'keypad beeping']) {
        await searchFromHome(page, words)
        const slugs = await resultSlugs(page)
        expect(slugs[0], words).toBe('why-is-my-panel-beeping')
        expect(new Set(slugs.slice(1, 3)), words).toEqual(new Set(['replace-panel-battery', 'smoke-detector-chirping']))
        expect(await page.locator('[data-search-hit] mark').first().innerText()).toMatch(/beep/i)
      }
      await shot(page, `help-search-beeping-${width}.png`)
      expect(errors).toEqual([])
      await page.close()
    },
    60_000,
  )

  it.each([375, 768, 1280])(
    'at %i px a search with no result lists five articles and the ways to reach Support, once',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
      await searchFromHome(page, 'xylophone')
      await hydrated(page)
      // The results' own heading, not the page's first: a block added above the results leaves this alone.
      await expect.poll(() => page.locator('#help-search-heading').innerText()).toContain('0 results for')
      const list = page.getByRole('navigation', { name: 'Most customers find their answer in one of these' })
      await list.getByRole('link').first().waitFor()
      expect(await list.getByRole('link').count()).toBe(5)
      const support = page.getByRole('region', { name: 'Still need help?' })
      expect(await support.locator('a[href^="sms:"]').filter({ visible: true }).count()).toBe(1)
      expect(await page.getByRole('button', { name: 'Live Chat' }).filter({ visible: true }).count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      await list.scrollIntoViewIfNeeded()
      await shot(page, `help-search-none-${width}.png`)
      // A suggestion leads to its article.
      await list.getByRole('link', { name: 'Why is my panel beeping?' }).click()
      await page.waitForURL(/why-is-my-panel-beeping$/)
      await page.close()
    },
    60_000,
  )
})

/** Seventh walkthrough E15: a help article ended with two Live Chat buttons and no "Was this helpful?". */
describe('a help article: "Was this article helpful?" by keyboard, with and without scripts', () => {
  for (const scripts of [true, false]) {
    it.each([375, 768, 1280])(
      `at %i px, scripts ${scripts ? 'on' : 'off'}: the answer is sent and thanked in place`,
      async (width) => {
        const page = await browser().newPage({
          viewport: { width, height: 900 },
          clock: openHours(),
          javaScriptEnabled: scripts,
        })
        const errors = collectPageErrors(page)
        await page.goto(baseUrl + ARTICLE, { waitUntil: 'load' })
        if (scripts) await hydrated(page)
        const question = page.getByRole('form', { name: 'Was this article helpful?' })
        const no = question.getByRole('button', { name: 'No' })
        await no.scrollIntoViewIfNeeded()
        expect(await question.getByRole('button', { name: 'Yes' }).isVisible()).toBe(true)
        // One Support block after the article: "Still need help?", not the footer's copy of it.
        expect(await page.getByRole('region', { name: 'Still need help?' }).count()).toBe(1)
        if (scripts)
          expect(await page.getByRole('button', { name: 'Live Chat' }).filter({ visible: true }).count()).toBe(1)
        // Nor a Help Center button on a Help Center page.
        const support = page.getByRole('region', { name: 'Still need help?' })
        expect(await support.getByRole('link', { name: 'Help Center' }).count()).toBe(0)
        expect(await support.locator('a[href^="sms:"]').filter({ visible: true }).count()).toBe(1)
        if (width === 1280 && scripts) expect(await axeViolations(page)).toEqual([])
        await shot(page, `help-article-${scripts ? 'js' : 'nojs'}-${width}.png`)
        await no.focus()
        await page.keyboard.press('Enter')
        await page.waitForURL(/\?helpful=no#was-this-helpful$/)
        const thanks = page.getByRole('status').filter({ hasText: 'Thanks for letting us know' })
        await expect.poll(() => thanks.isVisible()).toBe(true)
        // The question's buttons are gone from its place (another block's "No" button would not be this one).
        expect(await page.locator('#was-this-helpful').getByRole('button', { name: 'No' }).count()).toBe(0)
        // The thank-you is where the question was, in view.
        const box = (await thanks.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(900)
        await shot(page, `help-article-thanks-${scripts ? 'js' : 'nojs'}-${width}.png`)
        expect(errors).toEqual([])
        await page.close()
      },
      60_000,
    )
  }
})

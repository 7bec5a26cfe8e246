import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** The documented reading rate of services/content/readingTime.ts: 238 words a minute, rounded up, at least 1. */
const minutesFor = (words: number) => Math.max(1, Math.ceil(words / 238))

/** "Nov 3, 2026 · 2 min read" → 2 */
const minutesIn = (text: string) => Number(/(\d+) min read/.exec(text)?.[1])

/** The words of the post's body as the page shows them, pictures aside (their alt texts are not read). */
const bodyWords = (page: Page) =>
  page
    .locator('[data-post-body]')
    .evaluate(
      (body) => (body as HTMLElement).innerText.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
    )

/** Every card of the blog index, all its pages: the post's address and the reading time the card gives. */
async function cards(page: Page): Promise<Array<{ href: string; minutes: number }>> {
  const found: Array<{ href: string; minutes: number }> = []
  let next: string | null = '/smartcenter'
  while (next) {
    await page.goto(baseUrl + next)
    for (const card of await page.locator('main article').all())
      found.push({
        href: (await card.locator('h3 a').getAttribute('href'))!,
        minutes: minutesIn(await card.innerText()),
      })
    // The pages are rendered on the server: what the page has once loaded is all it has.
    const nextPage = page.locator('a[rel="next"]')
    next = (await nextPage.count()) ? await nextPage.first().getAttribute('href') : null
  }
  return found
}

describe('blog reading times are counted from the posts (fifth walkthrough, D14)', () => {
  it.each([375, 1280])(
    'at %i px: each card and its post give the same figure, the one the text makes',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      const errors = collectPageErrors(page)
      const index = await cards(page)
      expect(index.length).toBeGreaterThan(5)
      for (const card of index) {
        await page.goto(baseUrl + card.href)
        const minutes = minutesIn(await page.locator('main article > p').first().innerText())
        expect(minutes, card.href).toBe(card.minutes)
        expect(minutes, card.href).toBe(minutesFor(await bodyWords(page)))
      }
      // The walkthrough's post: about 155 words and a typed "4 min read" before; rewritten at about 690 words, 3.
      expect(index.find((card) => card.href === '/smartcenter/package-theft-prevention')?.minutes).toBe(3)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})

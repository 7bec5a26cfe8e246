import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, expectNoAxeViolations } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

interface Picture {
  alt: string
  loading: string
  /** Drawn size before the file has arrived (a lazy picture below the fold): the box is reserved. */
  width: number
  height: number
  ratio: number
  srcset: string
}

const pictures = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].map((img) => {
    const box = img.getBoundingClientRect()
    return { alt: img.alt, loading: img.loading, width: box.width, height: box.height,
      ratio: img.width && img.height ? Number(img.getAttribute('width')) / Number(img.getAttribute('height')) : 0,
      srcset: img.srcset }
  })`

describe('blog cards and posts have pictures (issue 25 item 7)', () => {
  it.each([375, 768, 1280])('at %i px: sized, described, lazy below the fold, no layout shift', async (width) => {
    const page = await browser().newPage({ viewport: { width, height: 900 } })
    await page.goto(baseUrl + '/smartcenter', { waitUntil: 'load' })
    const cards = await page.evaluate<Picture[]>(pictures('main article img'))
    const articles = await page.locator('main article').count()
    expect(cards.length).toBe(articles)
    expect(cards.length).toBeGreaterThan(3)
    for (const [index, card] of cards.entries()) {
      expect(card.alt.length, `card ${index} alt`).toBeGreaterThan(10)
      expect(card.srcset).toContain('576w')
      // The box keeps the picture's aspect ratio whether or not the file has arrived: nothing moves when it does.
      expect(Math.abs(card.width / card.height - card.ratio), `card ${index} box`).toBeLessThan(0.02)
      expect(card.loading).toBe(index === 0 ? 'eager' : 'lazy')
    }
    // The pictures that arrive do load.
    await page.locator('main article img').last().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main article img')].every((img) => (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true)
    if (width === 375) await expectNoAxeViolations(page)

    // A post opens with its picture, at once.
    const href = await page.locator('main article h3 a').first().getAttribute('href')
    await page.goto(baseUrl + href!, { waitUntil: 'load' })
    const [cover] = await page.evaluate<Picture[]>(pictures('main article img'))
    expect(cover).toBeDefined()
    expect(cover!.alt).toBe(cards[0]!.alt)
    expect(cover!.loading).toBe('eager')
    expect(cover!.width).toBeLessThanOrEqual(width)
    expect(Math.abs(cover!.width / cover!.height - cover!.ratio)).toBeLessThan(0.02)
    expect(
      await page
        .locator('main article img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    if (width === 1280) await expectNoAxeViolations(page)
    await page.close()
  })
})

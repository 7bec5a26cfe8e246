import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, hydratedInView } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/**
 * Rater report 6, D21: at 1280 px the floating "Text us" bubble covered part of the Support card and the footer's
 * links. Where the bubble is shown, the footer ends with room for it: scrolled to the end, every link, button and
 * line of the footer that is on screen is itself at its centre, not the bubble.
 */
describe('room for the chat bubble at the end of the page (rater report 6, D21)', () => {
  it.each(['/', '/customer-support', '/help-center'])('at 1280 px on %s', async (path) => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
    const footer = page.locator('footer[data-site-footer]')
    await hydratedInView(footer)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const bubble = page.locator('[data-chat-bubble] > button')
    const bubbleBox = (await bubble.boundingBox())!
    expect(bubbleBox.height, 'the bubble is shown').toBeGreaterThan(0)

    const hidden = await page.evaluate(
      ({ x, y, width, height }) => {
        const underBubble = (r: DOMRect) =>
          r.right > x && r.left < x + width && r.bottom > y && r.top < y + height && r.width > 0
        const parts = [...document.querySelectorAll('footer[data-site-footer] :is(a, button, p, h2, h3)')]
        // Whatever of the footer reaches into the bubble's box (its text lines are inside its own box).
        return parts
          .filter((part) => underBubble(part.getBoundingClientRect()))
          .filter((part) => {
            const r = part.getBoundingClientRect()
            const atCentre = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
            return !part.contains(atCentre)
          })
          .map((part) => part.textContent)
      },
      { x: bubbleBox.x, y: bubbleBox.y, width: bubbleBox.width, height: bubbleBox.height },
    )
    expect(hidden).toEqual([])

    // The footer's last link, at its centre, is the link: the bubble is not over it.
    const last = footer.locator('a:visible').last()
    const box = (await last.boundingBox())!
    const atCentre = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.outerHTML ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(atCentre).toBe(await last.evaluate((link) => link.outerHTML))
    // The footer's end, beside the bubble, is only the footer's own background: its last line ends above the bubble.
    const lastLine = await footer.evaluate((element) => {
      const lines = [...element.querySelectorAll('p, a, button, h2, h3')].map((e) => e.getBoundingClientRect().bottom)
      return Math.max(...lines)
    })
    expect(lastLine).toBeLessThanOrEqual(bubbleBox.y)
    await page.close()
  })
})

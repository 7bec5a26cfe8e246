import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { clippedInside } from './support/clipped.ts'
import { closedHours, openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const MENU = site.config.navigation.contact.menu
/** The full header's top-level links: inline from 1024 px (seventh walkthrough E8), in the Menu below. */
const LINKS = site.config.navigation.header.items.map((item) => item.label)
/** Whether the page's layout has the full header, the one with a Menu (landing pages' headers have none). */
const hasMenu = (path: string) =>
  site.resolve(path).layout.header.some((block) => block.type === 'SiteHeader' && block.props.variant === 'full')
// Pages whose header carries Sign In and the schedule button (/, /smartcenter) and pages with one of them.
const PAGES = ['/', '/smartcenter', '/shop', '/secure']
// 320 px: the width WCAG 2.2's reflow (1.4.10) asks a page to work at without scrolling sideways.
const WIDTHS = [320, 375, 768, 1024, 1280, 1536]

describe('every header control lies inside the viewport and nothing in the header overflows', () => {
  it.each(WIDTHS)(
    'at %i px, open and closed hours',
    async (width) => {
      for (const [hours, clock] of [
        ['open', openHours()],
        ['closed', closedHours()],
      ] as const) {
        for (const path of PAGES) {
          const page = await browser().newPage({ viewport: { width, height: 900 }, clock })
          const errors = collectPageErrors(page)
          await page.goto(baseUrl + path, { waitUntil: 'load' })
          // Measured once the header has hydrated: what stays on screen, and any hydration error is in `errors`.
          await hydrated(page)
          const where = `${path} at ${width} px, ${hours}`
          const found = await page.evaluate(() => {
            const header = document.querySelector<HTMLElement>('[data-site-header]')!
            const controls = [...header.querySelectorAll<HTMLElement>('a, button, summary')]
              .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
              // Shown controls only: those in closed panels and hidden parts have no box.
              .filter(({ box }) => box.width > 0 && box.height > 0)
            // Anything drawn past the right edge, a control or not (text, a badge).
            const overflowing = [...header.querySelectorAll<HTMLElement>('*')].filter((element) => {
              const box = element.getBoundingClientRect()
              return box.width > 0 && box.right > innerWidth + 0.5
            })
            return {
              outside: controls
                .filter(({ box }) => box.left < -0.5 || box.right > innerWidth + 0.5 || box.top < -0.5)
                .map(({ text, box }) => `${text} (${Math.round(box.left)}–${Math.round(box.right)})`),
              overflowing: overflowing.map(
                (element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 30)}`,
              ),
              headerScroll: header.scrollWidth - header.clientWidth,
              controls: controls.map(({ text }) => text),
            }
          })
          expect(found.outside, where).toEqual([])
          expect(found.overflowing, where).toEqual([])
          expect(found.headerScroll, where).toBeLessThanOrEqual(0)
          // The way to the rest of the site in every full header: the Menu below 1024 px, the links inline from there.
          // Landing pages have neither.
          const inline = width >= 1024
          expect(found.controls.includes(MENU), `${where}: a Menu`).toBe(hasMenu(path) && !inline)
          for (const link of LINKS)
            expect(found.controls.includes(link), `${where}: ${link} inline`).toBe(hasMenu(path) && inline)
          // On the pages with both, neither gives way to the other: Sign In from 768 px, the schedule button from 1024.
          if (path === '/' || path === '/smartcenter') {
            if (width >= 768) expect(found.controls, where).toContain('Sign In')
            if (width >= 1024) expect(found.controls, where).toContain('Schedule a Free Consultation')
          }
          expect(errors, where).toEqual([])
          await page.close()
        }
      }
      // Eight page loads (four pages at open and closed hours): sized for a loaded machine.
    },
    120_000,
  )
})

describe('a signed-in name and Sign In keep the header in place at 1280 px (issue 25 walkthrough item 5)', () => {
  const LONG_NAME = 'Maximiliana-Alexandrina Featherstonehaugh-Worthington'
  const WIDTH = 1280

  it('a long name is cut with an ellipsis, whole in the title and the accessible name, and nothing overflows', async () => {
    for (const path of ['/', '/shop']) {
      const page = await browser().newPage({ viewport: { width: WIDTH, height: 900 } })
      const errors = collectPageErrors(page)
      // The session as the site's own endpoint answers it for a signed-in customer.
      await page.route('**/api/session', (route) =>
        route.fulfill({ json: { is_logged_in: true, user_data: { name: LONG_NAME, sites: [] } } }),
      )
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      await hydrated(page)
      const where = `${path}, signed in`
      const button = page.locator('[data-site-header] [data-account-state="signed-in"] button[aria-expanded]').first()
      await button.waitFor()
      const found = await button.evaluate((element) => {
        const name = element.firstElementChild as HTMLElement
        const header = document.querySelector<HTMLElement>('[data-site-header]')!
        return {
          title: element.getAttribute('title'),
          label: element.getAttribute('aria-label'),
          cut: name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow === 'ellipsis',
          width: element.getBoundingClientRect().width,
          overflowing: [...header.querySelectorAll<HTMLElement>('*')].filter(
            (child) => child.getBoundingClientRect().right > innerWidth + 0.5,
          ).length,
        }
      })
      const firstName = LONG_NAME.split(' ')[0]!
      expect(found.title, where).toBe(firstName)
      expect(found.label, where).toContain(firstName)
      expect(found.cut, where).toBe(true)
      expect(found.width, where).toBeLessThanOrEqual(200)
      expect(found.overflowing, where).toBe(0)
      expect(errors, where).toEqual([])
      await page.close()
    }
  })

  it('no empty gap after Sign In: the next control (or the row’s end) follows at the bar’s usual spacing', async () => {
    for (const path of ['/', '/shop']) {
      const page = await browser().newPage({ viewport: { width: WIDTH, height: 900 } })
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      const gaps = await page.evaluate(() => {
        const header = document.querySelector<HTMLElement>('[data-site-header]')!
        const signIn = [...header.querySelectorAll<HTMLElement>('a')].find(
          (element) => element.textContent === 'Sign In' && element.getBoundingClientRect().width > 0,
        )!
        const own = signIn.getBoundingClientRect()
        // The controls of Sign In's row (from 1024 px the full header has two), left to right.
        const shown = [...header.querySelectorAll<HTMLElement>('a, button, summary')]
          .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.top < own.bottom && box.bottom > own.top)
          .sort((a, b) => a.box.left - b.box.left)
        const at = shown.findIndex(({ text }) => text === 'Sign In')
        const row = signIn.closest<HTMLElement>('[data-header-row]')!
        const bar = getComputedStyle(row).columnGap
        const next = shown[at + 1]
        // The last of its row: the row's end follows (the bar's edge), with no slot's spare room between.
        if (!next) return { after: row.getBoundingClientRect().right - own.right, next: 'the row’s end', bar }
        return { after: next.box.left - own.right, next: next.text, bar }
      })
      // The bar's gap between controls (0.75rem-ish), not the slot's spare room (it was 50 px).
      expect(gaps.after, `${path}: Sign In → ${gaps.next} (bar gap ${gaps.bar})`).toBeLessThanOrEqual(24)
      await page.close()
    }
  })
})

describe('the support panel’s buttons have one width, each on one line (issue 25: "Help Center" wrapped at 20 rem)', () => {
  it.each([375, 768, 1280])(
    'at %i px, the header panel and the footer group',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
      await page.goto(baseUrl + '/', { waitUntil: 'load' })
      await hydrated(page)
      const toggles = page.locator('[data-site-header] button[aria-expanded]').filter({ visible: true })
      // Below lg the strip's second "Tap for details" opens Support; from lg the toggle named Support does.
      if (width < 1024) await toggles.filter({ hasText: site.config.navigation.contact.tapForDetails }).nth(1).click()
      else await toggles.filter({ hasText: site.config.navigation.contact.supportToggle }).first().click()
      const panel = page.locator('[data-site-header] [data-contact="support"]').filter({ visible: true })
      await panel.waitFor()
      for (const [where, group] of [
        ['header panel', panel],
        ['footer', page.locator('footer [data-contact="support"]')],
      ] as const) {
        const found = await group.evaluate((element) => {
          const buttons = [...element.querySelectorAll<HTMLElement>('[data-primary], [data-secondary]')]
          const box = element.getBoundingClientRect()
          return buttons.map((button) => {
            const range = document.createRange()
            range.selectNodeContents(button)
            const own = button.getBoundingClientRect()
            return {
              text: button.textContent,
              // Line boxes of the words: one when the label does not wrap.
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
              top: Math.round(own.top),
              left: Math.round(own.left),
              width: Math.round(own.width),
              inside: own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
            }
          })
        })
        const at = `${where} at ${width} px`
        expect(
          found.map((button) => button.text),
          at,
        ).toEqual([site.config.navigation.contact.liveChat, site.config.navigation.contact.helpCenter.label])
        for (const button of found) {
          expect(button.lines, `${at}: ${button.text} on one line`).toBe(1)
          expect(button.inside, `${at}: ${button.text} inside its group`).toBe(true)
        }
        // Side by side on one row, or one above the other at the same place: never a ragged wrap.
        expect(found[0]!.width, `${at}: one width`).toBe(found[1]!.width)
        expect(found[0]!.top === found[1]!.top || found[0]!.left === found[1]!.left, `${at}: aligned`).toBe(true)
      }
      await page.close()
    },
    60_000,
  )
})

describe('the strip’s statuses fit whole at 320 and 375 px, and swapping the word moves nothing (sixth walkthrough)', () => {
  /** Where each strip group's name, status and button stand, and what of the strip is cut off. */
  const stripAt = async (width: number, clock: Date) => {
    const page = await browser().newPage({ viewport: { width, height: 700 }, clock })
    await page.goto(baseUrl + '/', { waitUntil: 'load' })
    await hydrated(page)
    const strip = page.locator('[data-site-header] [data-mobile-contact]')
    await strip.locator('[data-status][data-availability="known"]').first().waitFor()
    const clipped = await clippedInside(strip)
    const groups = await strip.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>(':scope > *')].map((group) => {
        const title = group.querySelector<HTMLElement>('p')!
        const status = title.querySelector<HTMLElement>('[data-status]')!
        const button = group.querySelector<HTMLElement>('button')!
        // The words' own boxes, not the elements': a word cut by its box's overflow still has its full width here.
        const range = document.createRange()
        range.selectNodeContents(status)
        const words = range.getBoundingClientRect()
        const box = (of: DOMRect) => [of.left, of.top, of.width].map(Math.round)
        return {
          status: status.dataset.status,
          text: (status.textContent ?? '').trim(),
          wordsInside: words.right <= title.getBoundingClientRect().right + 0.5 && words.right <= innerWidth,
          name: box(title.firstElementChild!.getBoundingClientRect()),
          // Where the status starts: its width may follow its word, as nothing stands after it on the line.
          badge: box(status.getBoundingClientRect()).slice(0, 2),
          button: box(button.getBoundingClientRect()),
        }
      }),
    )
    await page.close()
    return { clipped, groups }
  }

  it.each([320, 375])(
    'at %i px, open and closed hours',
    async (width) => {
      const open = await stripAt(width, openHours())
      const closed = await stripAt(width, closedHours())
      expect(open.groups.map((group) => group.status)).toEqual(['available', 'available'])
      expect(closed.groups.map((group) => group.status)).toEqual(['offline', 'offline'])
      for (const [hours, found] of [
        ['open', open],
        ['closed', closed],
      ] as const) {
        const where = `${width} px, ${hours}`
        // "Support ● Available" was cut by about 10 px at 320: every word whole, nothing of the strip clipped.
        expect(found.clipped, where).toEqual([])
        for (const group of found.groups) expect(group.wordsInside, `${where}: ${group.text}`).toBe(true)
      }
      // The word swaps in a box of one width: the names, badges and buttons stand where they stood.
      for (const part of ['name', 'badge', 'button'] as const)
        expect(
          closed.groups.map((group) => group[part]),
          `${width} px: the ${part}s`,
        ).toEqual(open.groups.map((group) => group[part]))
    },
    60_000,
  )
})

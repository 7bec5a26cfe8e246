import { describe, expect, inject, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { openHours } from './support/clock.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const MENU = site.config.navigation.contact.menu
// The header item with children (navigation.json "Products"), whatever it is called and however many it has.
const group = site.config.navigation.header.items.find((item) => (item.children ?? []).length > 0)!
const lastChild = group.children!.at(-1)!

describe('the header menu reaches the device pages (sixth walkthrough D6)', () => {
  // Below 1024 px; from there the links stand in the bar (headerInlineNav.test.ts).
  it.each([375, 768])(
    'at %i px: the group lists its pages, the last one can be scrolled to and followed by keyboard',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 700 }, clock: openHours() })
      const errors = collectPageErrors(page)
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
      await hydrated(page)
      await page.getByRole('button', { name: MENU, exact: true }).click()
      const menu = page.getByRole('navigation', { name: 'Main' })
      const devices = menu.getByRole('list', { name: group.label, exact: true })
      await expect.poll(() => devices.getByRole('link').allTextContents()).toEqual(group.children!.map((c) => c.label))
      // The sheet hangs from the fixed bar: its end must still come into view (it scrolls within itself).
      const last = devices.getByRole('link', { name: lastChild.label, exact: true })
      await last.focus()
      const box = await last.boundingBox()
      expect(box, `${lastChild.label} has a box`).not.toBeNull()
      expect(box!.y + box!.height, `${lastChild.label} is inside the ${width} px window`).toBeLessThanOrEqual(700)
      await page.keyboard.press('Enter')
      await page.waitForURL(`${baseUrl}${lastChild.href}`)
      expect(errors).toEqual([])
      await page.close()
    },
    60_000,
  )
})

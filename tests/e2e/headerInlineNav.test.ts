import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { realSite } from '../support/realSite.ts'
import {
  blockScriptFiles,
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
} from './support/browser.ts'
import { clippedInside } from './support/clipped.ts'
import { closedHours, openHours } from './support/clock.ts'
import { focusedRing } from './support/focusRing.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const site = realSite()
const { items } = site.config.navigation.header
const MENU = site.config.navigation.contact.menu
const { account } = site.config.navigation
const { brand } = site.config
const products = items.find((item) => (item.children ?? []).length > 0)!
const plainLinks = items.filter((item) => !item.children?.length)
/** A cart as the shop saves it: the header's cart link shows. */
const SAVED_CART = JSON.stringify({
  state: { system: { packageId: 'STD-SMART-HOME-PACKAGE', name: 'Smart Home Package', price: 749.99 }, addons: [] },
  version: 0,
})

const inlineNav = (page: Page) => page.locator('[data-site-header] [data-inline-nav]')
/** Products' button, by its name: another item with pages under it would add a second <summary>. */
const dropdownButton = (page: Page) => inlineNav(page).locator('summary').filter({ hasText: products.label })

async function contextAt(width: number, clock: Date, { cart = false } = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width, height: 800 }, clock })
  if (cart) await context.addInitScript((saved) => localStorage.setItem('harbor-cart', saved), SAVED_CART)
  return context
}

/**
 * The header's shown controls that overlap one another, as "A × B", and those outside the window. A dropdown panel
 * and what it hangs over are left out (`panel` names it): it is meant to cover the page and the row under it.
 */
function overlapsAndOutside(page: Page, panel?: string) {
  return page.evaluate((panelSelector) => {
    const header = document.querySelector<HTMLElement>('[data-site-header]')!
    const inPanel = (element: Element) => panelSelector !== undefined && element.closest(panelSelector) !== null
    const shown = [...header.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((element) => !inPanel(element))
      .map((element) => ({ element, text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
    const overlaps: string[] = []
    for (const [index, a] of shown.entries())
      for (const b of shown.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (x > 0.5 && y > 0.5) overlaps.push(`${a.text} × ${b.text}`)
      }
    const outside = shown
      .filter(({ box }) => box.left < -0.5 || box.right > innerWidth + 0.5 || box.top < -0.5)
      .map(({ text }) => text)
    return { overlaps, outside }
  }, panel)
}

/** Whether each of `locator`'s elements is the one drawn at its own centre (not covered by anything). */
function uncovered(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return { text: (element.textContent ?? '').trim(), shown: top !== null && element.contains(top) }
      }),
  )
}

describe('the header’s links stand in the bar from 1024 px (seventh walkthrough E8)', () => {
  it.each([375, 768, 1024, 1280])('at %i px: inline links or the Menu, one of them', async (width) => {
    const context = await contextAt(width, openHours())
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydrated(page)
    const inline = width >= 1024
    const nav = inlineNav(page)
    await expect(nav.isVisible()).resolves.toBe(inline)
    for (const item of plainLinks)
      await expect(nav.getByRole('link', { name: item.label, exact: true }).isVisible(), item.label).resolves.toBe(
        inline,
      )
    await expect(dropdownButton(page).isVisible()).resolves.toBe(inline)
    const menu = page.locator('[data-site-header]').getByRole('button', { name: MENU, exact: true })
    await expect(menu.isVisible()).resolves.toBe(!inline)
    if (inline) {
      // In config order, left to right, on one line.
      const words = await nav
        .locator(':scope > ul > li')
        .evaluateAll((lis) =>
          lis.map((li) => ({ text: li.querySelector('a, summary')!.textContent, box: li.getBoundingClientRect() })),
        )
      expect(words.map((word) => word.text)).toEqual(items.map((item) => item.label))
      for (const [index, word] of words.entries()) {
        expect(word.box.top, word.text ?? '').toBe(words[0]!.box.top)
        if (index > 0) expect(word.box.left, word.text ?? '').toBeGreaterThan(words[index - 1]!.box.right - 0.5)
      }
      await expectNoAxeViolations(page)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('Products opens by keyboard and closes with Escape, focus back on its button, its ring 3:1 (1280 px)', async () => {
    const context = await contextAt(1280, openHours())
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    await hydrated(page)
    const button = dropdownButton(page)
    const panel = inlineNav(page).getByRole('list', { name: products.label, exact: true })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    // Reached by Tab from the logo, like any control: no hover anywhere.
    await page.locator('[data-site-header] a[href="/"]').focus()
    for (
      let press = 0;
      press < 10 && !(await button.evaluate((element) => element === document.activeElement));
      press++
    )
      await page.keyboard.press('Tab')
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    const ring = await focusedRing(page)
    expect(ring?.width ?? 0).toBeGreaterThanOrEqual(2)
    expect(ring?.contrast ?? 0).toBeGreaterThanOrEqual(3)
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    await expect(panel.getByRole('link').allTextContents()).resolves.toEqual(products.children!.map((c) => c.label))
    // Its links come next in the tab order, and show a ring on the white panel.
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(products.children![0]!.label)
    const linkRing = await focusedRing(page)
    expect(linkRing?.contrast ?? 0).toBeGreaterThanOrEqual(3)
    for (const { text, shown } of await uncovered(page, '[data-inline-nav] details a'))
      expect(shown, `${text} not covered`).toBe(true)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await expect(panel.isVisible()).resolves.toBe(false)
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    // Space opens it too; one dropdown at a time: the Sales toggle closes it, and a click outside closes Sales.
    await page.keyboard.press('Space')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const sales = page.locator('[data-disclosure="sales"] button[aria-expanded]')
    await sales.click()
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await expect(sales.getAttribute('aria-expanded')).resolves.toBe('true')
    await button.click()
    await expect.poll(() => sales.getAttribute('aria-expanded')).toBe('false')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.mouse.click(640, 600)
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    // A device page is one click away.
    await button.click()
    await panel.getByRole('link', { name: products.children!.at(-1)!.label, exact: true }).click()
    await page.waitForURL(`${baseUrl}${products.children!.at(-1)!.href}`)
    await context.close()
  })

  it('works before any script: plain links, and Products opens by a click (scripts blocked, 1280 px)', async () => {
    const context = await contextAt(1280, openHours())
    const page = await context.newPage()
    await blockScriptFiles(page)
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    for (const item of plainLinks)
      await expect(
        inlineNav(page).getByRole('link', { name: item.label, exact: true }).getAttribute('href'),
      ).resolves.toBe(item.href)
    const first = inlineNav(page).getByRole('link', { name: products.children![0]!.label, exact: true })
    await expect(first.isVisible()).resolves.toBe(false)
    await dropdownButton(page).click()
    await expect(first.isVisible()).resolves.toBe(true)
    await first.click()
    await page.waitForURL(`${baseUrl}${products.children![0]!.href}`)
    await context.close()
  })
})

describe('the two-row header fits whole at 1024 and 1280 px (E8)', () => {
  it.each([1024, 1280])(
    'at %i px: open and closed hours, with a cart, signed in with the account menu open, Products open',
    async (width) => {
      for (const [hours, clock] of [
        ['open', openHours()],
        ['closed', closedHours()],
      ] as const)
        for (const signedIn of [false, true]) {
          const where = `${width} px, ${hours} hours, ${signedIn ? 'signed in' : 'signed out'}`
          const context = await contextAt(width, clock, { cart: true })
          const page = await context.newPage()
          const errors = collectPageErrors(page)
          if (signedIn)
            await page.route('**/api/session', (route) =>
              route.fulfill({ json: { is_logged_in: true, user_data: { name: 'Alexandra Stone', sites: [] } } }),
            )
          await page.goto(`${baseUrl}/cameras`, { waitUntil: 'load' })
          await hydrated(page)
          const header = page.locator('[data-site-header]')
          await header.locator('[data-status][data-availability="known"]').first().waitFor()
          await expect(header.locator('[data-cart-link]').isVisible(), where).resolves.toBe(true)
          // Every part of the bar drawn whole and apart: the schedule button, both toggles with their words, Sign In.
          for (const label of [site.config.navigation.header.scheduleButton.label, account.signIn].slice(
            0,
            signedIn ? 1 : 2,
          ))
            await expect(
              header.getByText(label, { exact: true }).first().isVisible(),
              `${where}: ${label}`,
            ).resolves.toBe(true)
          expect(await overlapsAndOutside(page), where).toEqual({ overlaps: [], outside: [] })
          expect(await clippedInside(header), where).toEqual([])
          if (signedIn) {
            const name = header
              .locator('[data-account-state="signed-in"] button[aria-expanded]')
              .filter({ visible: true })
            await name.click()
            // Its name, My Account, Move request and Sign Out, each whole on screen and on top of what is under them.
            const shown = await uncovered(page, '[data-site-header] [data-account-state="signed-in"] li > *')
            expect(
              shown.map((entry) => entry.text),
              where,
            ).toEqual([account.myAccount, account.moveRequest, account.signOut])
            for (const { text, shown: whole } of shown) expect(whole, `${where}: ${text}`).toBe(true)
            expect(
              await overlapsAndOutside(page, '[data-account-state="signed-in"] ul'),
              `${where}, account menu open`,
            ).toEqual({ overlaps: [], outside: [] })
            await page.keyboard.press('Escape')
          }
          await dropdownButton(page).click()
          const links = await uncovered(page, '[data-inline-nav] details a')
          expect(links.length, where).toBe(products.children!.length)
          for (const { text, shown: whole } of links) expect(whole, `${where}: ${text}`).toBe(true)
          expect(await overlapsAndOutside(page, '[data-inline-nav] details ul'), `${where}, Products open`).toEqual({
            overlaps: [],
            outside: [],
          })
          expect(errors, where).toEqual([])
          await context.close()
        }
    },
    120_000,
  )
})

describe('below 400 px with the cart link the brand takes its short name (seventh walkthrough E15)', () => {
  /** The logo's shown words, its height, and how far the cart's number stands from the top of the screen. */
  const logoAt = async (width: number, cart: boolean) => {
    const context = await contextAt(width, openHours(), { cart })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/cameras`, { waitUntil: 'load' })
    await hydrated(page)
    const logo = page.locator('[data-site-header] a[href="/"]')
    const found = {
      words: await logo.innerText(),
      name: await logo.getAttribute('aria-label'),
      height: (await logo.boundingBox())!.height,
      lineHeight: await logo.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight)),
      badgeTop: cart
        ? (await page.locator('[data-site-header] [data-cart-count]').boundingBox())!.y
        : Number.POSITIVE_INFINITY,
    }
    await context.close()
    return found
  }

  it.each([320, 375])(
    'at %i px with a cart: the short name on one line, the number clear of the top edge',
    async (width) => {
      const found = await logoAt(width, true)
      expect(found.words).toBe(brand.shortName)
      // The link's name stays the whole name for screen readers.
      expect(found.name).toBe(brand.name)
      expect(found.height).toBeLessThanOrEqual(found.lineHeight + 1)
      expect(found.badgeTop).toBeGreaterThanOrEqual(4)
    },
  )

  it('the whole name without a cart at 375 px, and with one from 400 px', async () => {
    expect((await logoAt(375, false)).words).toBe(brand.name)
    expect((await logoAt(400, true)).words).toBe(brand.name)
    expect((await logoAt(768, true)).words).toBe(brand.name)
  })
})

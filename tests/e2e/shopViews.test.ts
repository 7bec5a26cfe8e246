import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  axeViolations,
  blockScriptFiles,
  browserPerFile,
  collectPageErrors,
  hydrated,
  hydratedInView,
} from './support/browser.ts'
import { openHours } from './support/clock.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** The focused element as a visitor's screen reader would name it: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName.toLowerCase(),
    text: document.activeElement?.textContent?.trim(),
  }))
const view = (page: Page) => new URL(page.url()).searchParams.get('view')
const headingOfView = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

/**
 * Rater D6: after Enter on "Choose … Package", "Customize Package" and "Review Cart" the focus fell to <body>, and the
 * address stayed /shop, so a reload in the cart showed the package page. Each view now has its address and takes the
 * focus on its heading; Back and Forward walk the views and a reload stays where it was.
 */
describe.each([375, 1280])(
  'the shop’s views at %i px: keyboard focus, addresses, reload, Back and Forward',
  (width) => {
    it('moves the focus to each new view’s heading and names each view in the address', async () => {
      const context = await browser().newContext({ clock: openHours(), viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
      await hydrated(page)
      // The ZIP hero puts the focus in its ZIP field a moment after the page opens; the visitor goes on from there.
      const zip = page.getByLabel('ZIP code', { exact: true })
      await expect.poll(() => zip.evaluate((element) => element === document.activeElement)).toBe(true)

      const choose = page.getByRole('button', { name: 'Choose Smart Home Package' }).first()
      await hydratedInView(choose)
      await choose.focus()
      await page.keyboard.press('Enter')
      await headingOfView(page, 'Smart Home Package').waitFor()
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Smart Home Package' })
      expect(view(page)).toBe('package')

      await page.getByRole('button', { name: 'Customize Package' }).focus()
      await page.keyboard.press('Enter')
      await headingOfView(page, 'Customize Package').waitFor()
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Customize Package' })
      expect(view(page)).toBe('customize')
      // From the heading, Tab goes on into the view, not back to the top of the page.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('#customize-package'))).toBe(true)

      await page.getByRole('button', { name: 'Review Cart' }).focus()
      await page.keyboard.press('Enter')
      await headingOfView(page, 'Your Cart').waitFor()
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Your Cart' })
      expect(view(page)).toBe('cart')
      expect(await axeViolations(page)).toEqual([])

      // Back: the customiser, its heading focused; Forward: the cart again.
      await page.goBack()
      await headingOfView(page, 'Customize Package').waitFor()
      expect(view(page)).toBe('customize')
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Customize Package' })
      await page.goForward()
      await headingOfView(page, 'Your Cart').waitFor()
      expect(view(page)).toBe('cart')
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Your Cart' })

      // A reload in the cart shows the cart (it showed the package page).
      await page.reload({ waitUntil: 'load' })
      await hydrated(page)
      await headingOfView(page, 'Your Cart').waitFor()
      expect(view(page)).toBe('cart')
      // Back from there: the customiser, then the package list at the shop's own address.
      await page.goBack()
      await headingOfView(page, 'Customize Package').waitFor()
      expect(view(page)).toBe('customize')
      await page.goBack()
      await page.locator('#package-tables').getByRole('heading', { level: 2 }).first().waitFor()
      expect(page.url()).toBe(`${baseUrl}/shop`)
      await page.goForward()
      await headingOfView(page, 'Customize Package').waitFor()

      // Checkout keeps the focus on its button while the order is made (a disabled button would drop it to <body>).
      await page.getByRole('button', { name: 'Review Cart' }).click()
      await headingOfView(page, 'Your Cart').waitFor()
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/checkout', async (route) => {
        await held
        await route.continue()
      })
      const checkout = page.getByRole('button', { name: 'Checkout' })
      await checkout.focus()
      await page.keyboard.press('Enter')
      await page.locator('button[aria-busy="true"]').waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-busy'))).toBe('true')
      await Promise.all([page.waitForURL(/\/checkout\/HB\d+\/[0-9a-f]+\/customer$/), Promise.resolve(release())])
      expect(errors).toEqual([])
      await context.close()
    })

    it('opens the view an address names once the saved cart is read back, and the package list for one it cannot show', async () => {
      const context = await browser().newContext({ clock: openHours(), viewport: { width, height: 900 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      // An empty cart: the customiser has nothing to customise, so the list shows and the address says so.
      await page.goto(`${baseUrl}/shop?view=customize`, { waitUntil: 'load' })
      await hydrated(page)
      await expect.poll(() => view(page)).toBeNull()
      await page.goto(`${baseUrl}/shop?package=STD-SMART-HOME-PACKAGE&customize=1`, { waitUntil: 'load' })
      await hydrated(page)
      await headingOfView(page, 'Customize Package').waitFor()
      // The shop link's values are gone from the address, the view's is there.
      expect(new URL(page.url()).search).toBe('?view=customize')
      await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
      await hydrated(page)
      await headingOfView(page, 'Your Cart').waitFor()
      expect(errors).toEqual([])
      await context.close()
    })
  },
)

/** Puts a Smart Plug in the cart from its product page and follows the "View cart" link (`/shop?view=cart`). */
async function viewCartFromProductPage(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/shop/products/smart-plug`, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('link', { name: 'View cart', exact: true }).click()
  await headingOfView(page, 'Your Cart').waitFor()
}

/** Whether any view of the package list (the ZIP hero's heading, the package cards' heading) can be seen. */
const packageListSeen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#zip-hero h1, #package-tables h2')].some((heading) => heading.checkVisibility()),
  )

/**
 * Issue 25: "View cart" on a product page (`/shop#cart`) opened the package list, ShopCart's own fragment effect
 * fighting the views' addresses; and a reload at `?view=cart` showed the package list until the scripts had run.
 */
describe.each([375, 1280])('the cart’s addresses at %i px', (width) => {
  it('opens the cart from a product page’s "View cart" at the cart’s address, and from /shop#cart with its heading focused', async () => {
    const context = await browser().newContext({ clock: openHours(), viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await viewCartFromProductPage(page)
    // A page load of the cart's own address: the server's HTML is the cart (no view to switch, so the focus starts
    // at the top of the page as on any page).
    await expect.poll(() => view(page)).toBe('cart')
    expect(new URL(page.url()).search).toBe('?view=cart')
    // The saved cart fills the view in once it is read back.
    await page.getByTestId('cart-line-smart-plug').waitFor()
    expect(await packageListSeen(page)).toBe(false)
    // Back returns to the product page, not to a package list at /shop#cart.
    await page.goBack()
    await page.waitForURL(`${baseUrl}/shop/products/smart-plug`)
    // The older address of the cart, /shop#cart (bookmarks, pages cached before the link changed), opens it too,
    // switching from the package list to the cart, whose heading takes the focus, at the cart's address.
    await page.goto(`${baseUrl}/shop#cart`, { waitUntil: 'load' })
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Your Cart' })
    await expect.poll(() => view(page)).toBe('cart')
    expect(new URL(page.url()).hash).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  it('serves /shop?view=cart as the cart: no package list before the scripts run, while they load, or without them', async () => {
    const context = await browser().newContext({ clock: openHours(), viewport: { width, height: 900 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await viewCartFromProductPage(page)

    // The server's HTML, as the browser first paints it with no script file run.
    const bare = await context.newPage()
    await blockScriptFiles(bare)
    await bare.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    await expect(headingOfView(bare, 'Your Cart').isVisible()).resolves.toBe(true)
    expect(await packageListSeen(bare)).toBe(false)
    await expect(bare.locator('#package-tables').isVisible()).resolves.toBe(false)
    await bare.close()

    // With the scripts: every frame from the first one until the saved cart shows has no package list, and the cart's
    // contents filling in move nothing.
    await watchLayoutShift(page)
    await page.addInitScript(() => {
      const seen = window as unknown as { packageListFrames: number }
      seen.packageListFrames = 0
      const check = () => {
        const shown = [...document.querySelectorAll('#zip-hero h1, #package-tables h2')].some((heading) =>
          heading.checkVisibility(),
        )
        if (shown) seen.packageListFrames += 1
        if (!document.querySelector('[data-testid="cart-line-smart-plug"]')) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    await hydrated(page)
    await page.getByTestId('cart-line-smart-plug').waitFor()
    expect(await page.evaluate(() => (window as unknown as { packageListFrames: number }).packageListFrames)).toBe(0)
    expect(await layoutShiftSoFar(page)).toBe(0)
    expect(view(page)).toBe('cart')
    expect(errors).toEqual([])
    await context.close()
  })
})

import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  browserPerFile,
  collectPageErrors,
  expectNoAxeViolations,
  hydrated,
  hydratedInView,
} from './support/browser.ts'
import { openHours } from './support/clock.ts'
import { drawnPrice, packageCard } from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const WIDTHS = [375, 768, 1280] as const
/** A shop link to the Smart Home Package's customiser (as the assessment's "Shop this package" gives). */
const CUSTOMISE_SMART_HOME = '/shop?package=STD-SMART-HOME-PACKAGE&customize=1'

async function openPage(width: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage({ viewport: { width, height: 900 }, clock: openHours() })
  const errors = collectPageErrors(page)
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return { page, errors }
}

/** Presses a package card's Choose, then Customize Package, and waits for the customiser. */
async function customiseFromCard(page: Page, name: string): Promise<void> {
  const choose = packageCard(page, name).getByRole('button', { name: `Choose ${name}` })
  await hydratedInView(choose)
  await choose.click()
  await page.getByRole('button', { name: 'Customize Package' }).click()
  await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
}

const inOrder = (page: Page, slug: string) => page.getByTestId(`in-order-${slug}`).textContent()
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

/**
 * Sixth walkthrough D15: the customiser was 11,500 px long at 375 px (17 full-width cards of ~450 px) and Remove
 * appeared only after an Add. Now compact rows under category headings, each with a − n + stepper counting the
 * package's own devices, its buttons named for the device and its count announced.
 */
describe.each(WIDTHS)('the customiser at %i px', (width) => {
  it('lists the devices as compact rows under category headings, the customiser well under 5,000 px at 375', async () => {
    const { page, errors } = await openPage(width, CUSTOMISE_SMART_HOME)
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
    const section = page.locator('#customize-package')
    const groups = await section.locator('h3').allTextContents()
    expect(groups).toEqual(['Sensors and Devices', 'Security Cameras', 'Home Automation'])
    const rows = section.locator('[data-device-row]')
    expect(await rows.count()).toBe(14)
    // Every row holds its picture, name, price and stepper in well under half the old cards’ ~450 px.
    for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThan(180)
    // The customiser itself (the page's only section in this view) was 7,991 px at 375 px; the target is under 5,000.
    // (The page's header and footer, 3,400 px more at 375 px, are the same on every page.)
    if (width === 375) expect((await section.boundingBox())!.height).toBeLessThan(4000)
    // The stepper shows the package's own count from the start: 4 sensors in the Smart Home Package.
    await expect(inOrder(page, 'door-window-sensor')).resolves.toBe('In your order: 4')
    await expect(inOrder(page, 'indoor-camera')).resolves.toBe('In your order: 0')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/customize-rows-${width}.png`, fullPage: true })
    expect(errors).toEqual([])
    await page.close()
  })

  it('adds and takes back with the keyboard; − stops at the package’s count and keeps the focus', async () => {
    const { page, errors } = await openPage(width, CUSTOMISE_SMART_HOME)
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
    const add = page.getByRole('button', { name: 'Add Door/Window Sensor', exact: true })
    const remove = page.getByRole('button', { name: 'Remove one Door/Window Sensor', exact: true })
    // The count is a live region, so each change is announced.
    await expect(
      page.getByTestId('in-order-door-window-sensor').evaluate((output) => output.getAttribute('aria-live')),
    ).resolves.toBe('polite')
    await expect(remove.getAttribute('aria-disabled')).resolves.toBe('true')
    await add.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await expect(inOrder(page, 'door-window-sensor')).resolves.toBe('In your order: 6')
    await expect(page.getByTestId('customize-subtotal').textContent()).resolves.toMatch(/^\$[\d,]+\.\d{2}/)
    // Shift+Tab back past the count to −.
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName(page)).toBe('Remove one Door/Window Sensor')
    await expect(remove.getAttribute('aria-disabled')).resolves.toBe('false')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(inOrder(page, 'door-window-sensor')).resolves.toBe('In your order: 4')
    // At the package's count − does nothing more, and the focus stays on it (never dropped to <body>).
    await expect(remove.getAttribute('aria-disabled')).resolves.toBe('true')
    await page.keyboard.press('Enter')
    await expect(inOrder(page, 'door-window-sensor')).resolves.toBe('In your order: 4')
    expect(await focusedName(page)).toBe('Remove one Door/Window Sensor')
    expect(errors).toEqual([])
    await page.close()
  })
})

/** Sixth walkthrough D21: the browser's Back from the customiser landed at the top of /shop, not at the packages. */
describe.each(WIDTHS)('Back from the customiser at %i px', (width) => {
  it('returns to the package list with the package customised in view and its name focused', async () => {
    const { page, errors } = await openPage(width, '/shop')
    await customiseFromCard(page, 'Video Package')
    await page.goBack()
    const heading = packageCard(page, 'Video Package').getByRole('heading', { level: 3 })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Video Package')
    expect(page.url()).toBe(`${baseUrl}/shop`)
    const box = (await heading.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(900)
    await expect(heading.evaluate((element) => element.tagName)).resolves.toBe('H3')
    expect(errors).toEqual([])
    await page.close()
  })
})

/** Sixth walkthrough D20: the partner cart showed $712.49 without the struck $749.99 of the partner's package card. */
describe.each(WIDTHS)('the partner cart at %i px', (width) => {
  it('strikes the package’s list price beside the partner price, as the package card does', async () => {
    const { page, errors } = await openPage(width, '/shop/dallas-dealer')
    const onCard = await drawnPrice(packageCard(page, 'Smart Home Package').locator('[data-package-price]'))
    expect(onCard.struck).not.toBeNull()
    await customiseFromCard(page, 'Smart Home Package')
    await page.getByRole('button', { name: 'Review Cart' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    const inCart = page.getByTestId('cart-package-price')
    expect(await drawnPrice(inCart)).toEqual(onCard)
    // Read as one sentence: "Regular price $749.99, now $712.49".
    await expect(inCart.textContent()).resolves.toBe(
      `Regular price ${onCard.struck}, now ${onCard.struck}${onCard.paid}`,
    )
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
    await page.close()
  })
})

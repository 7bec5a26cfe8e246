import { describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { axeViolations, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { expectLinesInOrder } from './support/linesInOrder.ts'
import { openHours, pausedAt } from './support/clock.ts'
import { ECOMMERCE_STORAGE_KEY } from '../../services/ecommerce/ecommerceStore.ts'
import { LEAD_SUBMITTED_KEY } from '../../services/attribution/core.ts'
import { checkOutFromCart } from './support/shopJourney.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** A fresh browser profile per test: its own local and session storage, so carts never leak between tests. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser().newContext()
  const page = await context.newPage()
  return { context, page, errors: collectPageErrors(page) }
}

async function open(page: Page, path: string) {
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
  await hydrated(page)
  return response!
}

/** Choose a package, customise it with two indoor cameras and the protection plan, and open the cart. */
async function buildCart(page: Page) {
  await open(page, '/shop')
  // The package tables are below the fold: a press before their island hydrates is done once it has.
  await page.getByRole('button', { name: 'Choose Smart Home Package' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Smart Home Package' }).waitFor()
  expect(await page.locator('#package-tables').isVisible()).toBe(false)
  await page.getByRole('button', { name: 'Customize Package' }).click()
  await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
  // The customise flow shows only Customize Package.
  for (const other of ['#brand-difference', '#smart-solutions', '#faqs', '#zip-hero', '#product-section']) {
    expect(await page.locator(other).isVisible(), other).toBe(false)
  }
  const addCamera = page.getByRole('button', { name: 'Add Indoor Camera' })
  await addCamera.click()
  await addCamera.click()
  await expect(page.getByTestId('in-order-indoor-camera').textContent()).resolves.toBe('In your order: 2')
  await page.getByRole('checkbox', { name: /Add Harbor Plus Protection Plan/ }).check()
  await page.getByRole('button', { name: 'Review Cart' }).click()
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
}

describe('the shop in Chromium', () => {
  it('goes from a package to the order summary with the right items and subtotal, and keeps the cart across a reload', async () => {
    const { context, page, errors } = await freshPage()
    // The lead endpoint belongs to the lead-capture feature; here it answers as its contract says.
    const leads: unknown[] = []
    await page.route('**/api/leads', async (route) => {
      leads.push(route.request().postDataJSON())
      await route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: '{"status":"accepted","leadId":"L-77","duplicate":false}',
      })
    })
    await buildCart(page)
    for (const other of ['#brand-difference', '#package-tables', '#faqs', '#customize-package'])
      expect(await page.locator(other).isVisible(), other).toBe(false)
    // 749.99 + 2 × 99.99; the protection plan is billed monthly with the monitoring: 44.99 + 7.99
    await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$949.97')
    await expect(page.getByTestId('cart-monthly').textContent()).resolves.toBe('$52.98/mo.')
    expect(await page.getByTestId('cart-line-indoor-camera').getByRole('spinbutton').inputValue()).toBe('2')

    // The address names the cart (rater D6): a reload shows it again.
    expect(new URL(page.url()).searchParams.get('view')).toBe('cart')
    await page.reload({ waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$949.97')

    await checkOutFromCart(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' }).isVisible()).resolves.toBe(true)
    // The package with what it holds, its free installation as a line too (marked Free, not left out), then the
    // cameras added; the subtotal below says nothing else is charged.
    expectLinesInOrder(await page.getByTestId('order-line').allTextContents(), [
      ['Smart Home Package', 'Harbor Home Touch Panel'],
      /^Professional Installation — Quantity: 1.*Free$/,
      /Indoor Camera — Quantity: 2 — \$99\.99/,
    ])
    await expect(page.getByTestId('order-subtotal').textContent()).resolves.toBe('$949.97')
    await expect(page.getByTestId('order-monthly').textContent()).resolves.toMatch(
      /Professional Monitoring \$44\.99\/mo\., Harbor Plus Protection Plan \$7\.99\/mo\./,
    )
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    // The e-commerce lead went once, with the generated e-mail and the catalogue's lead source.
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      kind: 'ecommerce',
      contact: { email: expect.stringMatching(/^ecomm\.[0-9a-f-]{36}@harborhomesecurity\.com$/) },
      answers: { leadSource: 'ecommerce' },
    })
    await context.close()
  })

  it('a retried checkout of the same cart lands on the same order', async () => {
    const { context, page } = await freshPage()
    await buildCart(page)
    await Promise.all([page.waitForURL(/\/customer$/), page.getByRole('button', { name: 'Checkout' }).click()])
    const first = page.url()
    // Back from the order page returns to the cart (its address names it).
    await page.goBack({ waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    await Promise.all([page.waitForURL(/\/customer$/), page.getByRole('button', { name: 'Checkout' }).click()])
    expect(page.url()).toBe(first)
    await context.close()
  })

  it('shows modal-ecomm-error when the checkout fails, and keeps the cart', async () => {
    const { context, page } = await freshPage()
    await buildCart(page)
    await page.route('**/api/checkout', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"status":"error","message":"x"}' }),
    )
    await page.getByRole('button', { name: 'Checkout' }).click()
    const dialog = page.getByRole('dialog', { name: "We couldn't complete your order" })
    await dialog.waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await dialog.isVisible()).toBe(false)
    await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$949.97')
    await context.close()
  })

  it('opens on the ZIP hero and focuses its input after 1 second', async () => {
    const { context, page } = await freshPage()
    // The page's clock stands still until the test moves it, so "after 1 second" is exact.
    await pausedAt(page, openHours())
    await open(page, '/shop')
    const input = page.getByLabel('ZIP code', { exact: true })
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false)
    await page.clock.runFor(999)
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(false)
    await page.clock.runFor(1)
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill('6060')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    // The check's code loads on the first press (first use), so the message comes a moment after the click.
    await page.getByText('Enter a five digit ZIP code.').waitFor()
    await input.fill('75201')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    // The ZIP is checked with the server first.
    await page.getByText('Thanks! Packages for ZIP 75201 are below.').waitFor()
    await context.close()
  })

  it('a ZIP outside the service area opens the service-availability modal with that ZIP filled in', async () => {
    const { context, page } = await freshPage()
    await open(page, '/shop')
    const input = page.getByLabel('ZIP code', { exact: true })
    // The hero focuses its input 1 s after load; wait for it, so it cannot move the focus mid-test.
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    await input.fill('10001')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sorry, we don’t currently service your area.' })
    await dialog.waitFor()
    expect(await page.locator('#service-availability-form-zip').inputValue()).toBe('10001')
    await expect(page.getByText('Thanks! Packages for ZIP 10001 are below.').count()).resolves.toBe(0)
    // The ZIP is kept, but not as a validated one (spec §4.6 "Storing a postal code").
    const stored = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
      ECOMMERCE_STORAGE_KEY,
    )
    expect(stored.state).toMatchObject({ postalCode: '10001', postalCodeValidate: false })
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    // The keyboard user is back where they were.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check My ZIP')
    await input.fill('75201')
    await page.getByRole('button', { name: 'Check My ZIP' }).click()
    // The ZIP is checked with the server first.
    await page.getByText('Thanks! Packages for ZIP 75201 are below.').waitFor()
    await context.close()
  })

  it('a partner shop shows its headings, phone and partner prices', async () => {
    const { context, page } = await freshPage()
    // Inside sales hours (the default clock), so the partner's phone is a link (spec 4.10).
    const response = await open(page, '/shop/keystone-realty')
    expect(response.status()).toBe(200)
    const tables = page.locator('#package-tables')
    await expect(
      tables.getByRole('heading', { level: 2, name: 'Choose a Package to Fit Your Needs' }).isVisible(),
    ).resolves.toBe(true)
    await expect(
      tables
        .getByText('Select your perfect security setup with our expert-designed packages. Compare your options')
        .isVisible(),
    ).resolves.toBe(true)
    await expect(tables.getByRole('heading', { name: 'Compare Packages' }).isVisible()).resolves.toBe(true)
    expect(await page.locator('#zip-hero a[href="tel:+18555550110"]').textContent()).toBe('Call (855) 555-0110')
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
      'Shop Keystone Realty Group Packages',
    )
    await expect(tables.getByText('$314.99').first().isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('adds a product from its page and finds it in the cart on /shop', async () => {
    const { context, page } = await freshPage()
    await open(page, '/shop/products/smart-plug')
    await page.getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('link', { name: 'View cart', exact: true }).click()
    await page.waitForURL(/\/shop\?view=cart$/)
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$104.97')
    await context.close()
  })

  it('shows the brand difference, smart solutions, reviews carousel and FAQs while browsing, and hides them while customising', async () => {
    const { context, page } = await freshPage()
    await open(page, '/shop')
    await expect(
      page.locator('#brand-difference').getByRole('heading', { level: 2, name: 'The Harbor Difference' }).isVisible(),
    ).resolves.toBe(true)
    await expect(
      page.locator('#smart-solutions').getByRole('heading', { level: 2, name: 'Smart Solutions' }).isVisible(),
    ).resolves.toBe(true)
    const carousel = page.locator('#reviews-carousel')
    await expect(carousel.getByRole('heading', { level: 2, name: 'What Our Customers Say' }).isVisible()).resolves.toBe(
      true,
    )
    await expect(carousel.getByRole('button', { name: /next/i }).first().isVisible()).resolves.toBe(true)
    const faqs = page.locator('#faqs')
    const question = faqs.getByText('Can I add devices later?')
    await question.click()
    await expect(faqs.getByText('Add devices while you customize your package').isVisible()).resolves.toBe(true)
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('FAQPage')]),
    )
    await page.getByRole('button', { name: 'Choose Starter Package' }).first().click()
    await page.getByRole('button', { name: 'Customize Package' }).click()
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    for (const other of ['#brand-difference', '#smart-solutions', '#reviews-carousel', '#faqs'])
      expect(await page.locator(other).isVisible(), other).toBe(false)
    await context.close()
  })

  it('a partner shop shows its own Smart Solutions where partners.json gives one, the default elsewhere', async () => {
    const { context, page } = await freshPage()
    await open(page, '/shop/brightpath-solar')
    await expect(
      page
        .locator('#smart-solutions')
        .getByRole('heading', { level: 2, name: 'Smart Solutions for Solar Homes' })
        .isVisible(),
    ).resolves.toBe(true)
    await expect(
      page.locator('#smart-solutions').getByRole('heading', { level: 3, name: 'Energy-aware comfort' }).isVisible(),
    ).resolves.toBe(true)
    await open(page, '/shop/lakeshore-moving')
    await expect(
      page.locator('#smart-solutions').getByRole('heading', { level: 2, name: 'Smart Solutions' }).isVisible(),
    ).resolves.toBe(true)
    await context.close()
  })

  it('a shop link selects the package, opens the customise flow with the devices, ignores unknown ids and cleans the address', async () => {
    const { context, page, errors } = await freshPage()
    await open(
      page,
      '/shop-home-alarm-systems?utm_source=mail&package=STD-VIDEO-PACKAGE&customize=1&add=outdoor-camera,no-such-device,outdoor-camera,smart-lock',
    )
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    // The package has 1 outdoor camera and no smart lock.
    await expect.poll(() => page.getByTestId('in-order-outdoor-camera').textContent()).toBe('In your order: 3')
    expect(await page.getByTestId('in-order-smart-lock').textContent()).toBe('In your order: 1')
    // The link's values are gone; the view's address stays (rater D6), so a reload shows the customiser again.
    await expect.poll(() => new URL(page.url()).search).toBe('?utm_source=mail&view=customize')
    await page.reload({ waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    await page.getByRole('button', { name: 'Review Cart' }).click()
    expect(await page.getByTestId('cart-line-outdoor-camera').getByRole('spinbutton').inputValue()).toBe('2')
    // 899.99 + 2 × 199.99 + 229.99
    await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$1,529.96')

    // An unknown package is ignored without an error; the page stays on the packages.
    const second = await freshPage()
    await open(second.page, '/shop?package=NO-SUCH-PACKAGE&customize=1&add=drone')
    await expect.poll(() => new URL(second.page.url()).search).toBe('')
    await expect(second.page.locator('#package-tables').isVisible()).resolves.toBe(true)
    expect([...errors, ...second.errors]).toEqual([])
    await second.context.close()
    await context.close()
  })

  it('answers 404 for an unknown order token, product or category', async () => {
    for (const path of [
      '/checkout/HB12345678/00000000000000000000000000000000/customer',
      '/shop/products/no-such-device',
      '/shop/product-categories/unknown',
    ]) {
      const response = await fetch(baseUrl + path)
      expect(response.status, path).toBe(404)
    }
  })

  it.each([
    '/shop',
    '/shop/keystone-realty',
    '/shop/brightpath-solar',
    '/shop/products',
    '/shop/products/smart-lock',
    '/shop/product-categories/security-cameras',
  ])('%s has no WCAG 2.2 AA violations (axe-core) and no console errors', async (path) => {
    const { context, page, errors } = await freshPage()
    await open(page, path)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the customise and cart views have no WCAG 2.2 AA violations', async () => {
    const { context, page } = await freshPage()
    await open(page, '/shop')
    await page.getByRole('button', { name: 'Choose Video Package' }).first().click()
    await page.getByRole('button', { name: 'Customize Package' }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Review Cart' }).click()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

describe("/shop's consultation form after a lead (rater, fourth pass)", () => {
  it.each([375, 768, 1280])(
    'at %i px: a visitor who already sent a lead sees "we have your request", not the form',
    async (width) => {
      for (const sentLead of [true, false]) {
        const context = await browser().newContext({ viewport: { width, height: 900 } })
        if (sentLead) await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), LEAD_SUBMITTED_KEY)
        const page = await context.newPage()
        await page.goto(baseUrl + '/shop', { waitUntil: 'load' })
        await hydrated(page)
        const section = page.locator('#embedded-form')
        const form = section.locator('form').filter({ visible: true })
        // In the form's place (a section of its own beside it).
        const received = page.locator('#embedded-form-received[data-request-received]').filter({ visible: true })
        expect(await form.count(), `lead sent: ${sentLead}`).toBe(sentLead ? 0 : 1)
        expect(await received.count(), `lead sent: ${sentLead}`).toBe(sentLead ? 1 : 0)
        await context.close()
      }
    },
  )
})

import type { Locator, Page } from 'playwright-core'
import { hydrated } from './browser.ts'

/** The order page a cart's Checkout leads to: /checkout/<order number>/<token>/customer. */
export const ORDER_PAGE = /\/checkout\/HB\d+\/[0-9a-f]+\/customer$/

/** The buyer's details as the order page and the lead forms ask for them. */
export interface BuyerDetails {
  firstName: string
  lastName: string
  email: string
  phone: string
  zip: string
}

/** Presses the open cart's Checkout and waits until the order page is there. */
export async function checkOutFromCart(page: Page): Promise<void> {
  await Promise.all([page.waitForURL(ORDER_PAGE), page.getByRole('button', { name: 'Checkout' }).click()])
}

/**
 * Opens a shop link (a package to customise, as the assessment's "Shop this package" gives), reviews the cart and
 * checks out, typing nothing on the way; returns the cart's subtotal as the cart showed it.
 */
export async function orderPageFromShopLink(page: Page, shopLink: string): Promise<string | null> {
  await page.goto(shopLink, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Review Cart' }).click()
  await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
  const cartSubtotal = await page.getByTestId('cart-subtotal').textContent()
  await checkOutFromCart(page)
  await hydrated(page)
  return cartSubtotal
}

/**
 * The test buyer of the shop's journeys, in Dallas: the order page checks the ZIP against the served area (rater D1),
 * which Chicago is not in.
 */
export const ANA: BuyerDetails = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '3125550142',
  zip: '75201',
}

/** Where the test buyer has the system installed (the order page's installation address, rater D3). */
export interface InstallationAddressInput {
  street: string
  unit?: string
  city: string
  /** The state picker's option label. */
  state: string
}

export const ANA_ADDRESS: InstallationAddressInput = { street: '700 Elm St', city: 'Dallas', state: 'Texas' }

/** Types the installation address into the order page's contact step. */
export async function fillInstallationAddress(
  page: Page,
  address: InstallationAddressInput = ANA_ADDRESS,
): Promise<void> {
  await page.getByLabel('Street address').fill(address.street)
  if (address.unit) await page.getByLabel('Apartment, suite or unit (optional)').fill(address.unit)
  await page.getByLabel('City').fill(address.city)
  await page.getByLabel('State', { exact: true }).selectOption({ label: address.state })
}

/** Types the buyer's details and installation address into the order page's contact step. */
export async function fillOrderContact(
  page: Page,
  buyer: BuyerDetails,
  address: InstallationAddressInput = ANA_ADDRESS,
): Promise<void> {
  await page.getByLabel('First Name').fill(buyer.firstName)
  await page.getByLabel('Last Name').fill(buyer.lastName)
  await page.getByLabel('Email').fill(buyer.email)
  await page.getByLabel('Phone').fill(buyer.phone)
  await fillInstallationAddress(page, address)
  await page.getByLabel('ZIP Code').fill(buyer.zip)
}

/**
 * Types the buyer's details and address into the order page's contact form, presses "Continue to installation time" and waits until the
 * next step, installation and payment, is there.
 */
export async function sendOrderContact(
  page: Page,
  buyer: BuyerDetails = ANA,
  address: InstallationAddressInput = ANA_ADDRESS,
): Promise<void> {
  await fillOrderContact(page, buyer, address)
  await page.getByRole('button', { name: 'Continue to installation time' }).click()
  await page.getByRole('heading', { level: 2, name: 'Installation and payment' }).waitFor()
}

/** The installation slot the order page's pickers choose: a date, "morning" or "afternoon", and an arrival time. */
export interface InstallationSlot {
  date: string
  timeOfDay: string
  slot: string
}

/**
 * Chooses the installation slot and types the payment step's demo test card (a Visa ending 4242, expiring 12/40),
 * ready for "Place Demo Order" (checkoutPayment.test.ts checks the step itself).
 */
export async function bookSlotWithTestCard(page: Page, { date, timeOfDay, slot }: InstallationSlot): Promise<void> {
  await page.getByLabel('Installation date', { exact: true }).selectOption(date)
  await page.getByLabel('Time of day', { exact: true }).selectOption(timeOfDay)
  await page.getByLabel('Arrival time', { exact: true }).selectOption(slot)
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByLabel('Expiry (MM/YY)').fill('1240')
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('Name on card').fill('Ana Ruiz')
}

/** Sends /secure's consultation form (a lead) with the buyer's details and waits for its thank-you. */
export async function sendSecureConsultation(page: Page, baseUrl: string, buyer: BuyerDetails): Promise<void> {
  await page.goto(`${baseUrl}/secure`, { waitUntil: 'load' })
  await hydrated(page)
  const form = '#secure-modal-consultation-form'
  for (const [field, value] of Object.entries(buyer)) await page.locator(`${form}-${field}`).fill(value)
  await page.getByRole('button', { name: 'Submit Form' }).click()
  await page.locator(`${form}-thanks`).waitFor()
}

/** Checks a ZIP on /shop, as a visitor does before choosing a package, and waits for the shop's answer. */
export async function checkShopZip(page: Page, baseUrl: string, zip: string): Promise<void> {
  await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByLabel('ZIP code', { exact: true }).fill(zip)
  await page.getByRole('button', { name: 'Check My ZIP' }).click()
  await page.getByText(`Thanks! Packages for ZIP ${zip} are below.`).waitFor()
}

/** A package's card in the shop's package list, by the package's name. */
export function packageCard(page: Page, name: string): Locator {
  return page
    .locator('#package-tables article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
}

/** A price as drawn in `scope`: the figure paid, and the regular one struck beside it (StruckPrice), or null. */
export function drawnPrice(scope: Locator): Promise<{ paid: string; struck: string | null }> {
  return scope.evaluate((element) => {
    const paid = element.cloneNode(true) as HTMLElement
    paid.querySelectorAll('s, .visually-hidden').forEach((part) => part.remove())
    return { paid: paid.textContent.trim(), struck: element.querySelector('s')?.textContent.trim() ?? null }
  })
}

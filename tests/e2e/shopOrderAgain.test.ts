import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { blockScriptFiles, browserPerFile } from './support/browser.ts'
import { ORDER_CHOICE_FIELD, orderChoiceOf } from '../../blocks/shared/shop/packageOrderForm.ts'

/**
 * Issue 25: a package ordered without scripts, then Back (the shop rendered again, a new order key on its cards) and
 * Choose again made a second order. Now, as a shop does, the same package goes to the same open checkout (within
 * 30 minutes, server/checkout/openOrderCookie.server.ts); another package makes a new order; another browser never
 * reaches the first one's. With JavaScript off and with script files blocked; the browser's clock is fixed.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const WIDTHS = [375, 768, 1280] as const
const CHECKOUT = /\/checkout\/(HB\d{8})\/[0-9a-f]{32}\/customer$/

type Scripts = 'blocked' | 'off'

async function openShop(width: number, scripts: Scripts) {
  const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: scripts !== 'off' })
  const page = await context.newPage()
  if (scripts === 'blocked') await blockScriptFiles(page)
  await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
  return { page, context }
}

const chooseButton = (page: Page, name: string) =>
  page
    .locator('#package-tables article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('button', { name: `Choose ${name}` })

/** The order key the shop's render put on a package's Choose. */
async function orderKeyOn(page: Page, name: string): Promise<string> {
  const button = chooseButton(page, name)
  expect(await button.getAttribute('name')).toBe(ORDER_CHOICE_FIELD)
  return orderChoiceOf((await button.getAttribute('value')) ?? '').orderKey
}

/** Presses a package's Choose and lands on the checkout host: the order's number. */
async function choose(page: Page, name: string): Promise<string> {
  await Promise.all([page.waitForURL(CHECKOUT), chooseButton(page, name).click()])
  return CHECKOUT.exec(page.url())![1]!
}

describe.each(WIDTHS)('choosing a package again without scripts at %i px', (width) => {
  it.each<[string, Scripts]>([
    ['JavaScript off', 'off'],
    ['script files blocked', 'blocked'],
  ])('with %s: Back and Choose again is the same order; another package is a new one', async (_name, scripts) => {
    const { page, context } = await openShop(width, scripts)
    const firstKey = await orderKeyOn(page, 'Starter Package')
    const first = await choose(page, 'Starter Package')
    // Back to the shop: rendered again (no-store), with a new key on the card, as a reload or a new visit is.
    await page.goBack({ waitUntil: 'load' })
    expect(await orderKeyOn(page, 'Starter Package')).not.toBe(firstKey)
    expect(await choose(page, 'Starter Package')).toBe(first)
    await page.goto(`${baseUrl}/shop`, { waitUntil: 'load' })
    const other = await choose(page, 'Video Package')
    expect(other).not.toBe(first)
    await context.close()
    // Another browser choosing the same package: an order of its own.
    const stranger = await openShop(width, scripts)
    expect(await choose(stranger.page, 'Starter Package')).not.toBe(first)
    await stranger.context.close()
  })
})

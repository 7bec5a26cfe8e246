import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { blockScriptFiles, browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { layoutShiftSoFar, watchLayoutShift } from './support/layoutShift.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { realSite } from '../support/realSite.ts'
import { SCRIPTS_ATTRIBUTE, SCRIPTS_FAILED } from '../../services/frame/scriptsMark.ts'
import cartSchema from '../../blocks/ShopCart/schema.json'

/**
 * Issue 25: the cart view's "needs scripts" line (`/shop?view=cart`) was hidden for 1.5 s by an animation, then shown:
 * a scripted visitor on a slow connection saw it flash, a visitor without scripts waited. Now it is decided without a
 * delay: shown at once with JavaScript off; with scripts, hidden until the cart's contents replace it, and shown when
 * their code does not load (the island loader's file, or the contents' own chunk). The browser's clock is fixed.
 */
const baseUrl = inject('baseUrl')
const browser = browserPerFile()
const WIDTHS = [375, 768, 1280] as const
const scriptsNeededText = cartSchema.properties.scriptsNeededText.default
const cartProps = realSite()
  .config.routes.routes.find((route) => route.name === 'shop')!
  .blocks.find((block) => block.id === 'cart')!.props as Record<string, string>
const line = (page: Page) => page.locator('[data-cart-needs-scripts]')
/** Seen: in the layout and not hidden by `visibility` (what the CSS uses, keeping its box). */
const lineSeen = (page: Page) =>
  page.evaluate(() =>
    Boolean(document.querySelector('[data-cart-needs-scripts]')?.checkVisibility({ visibilityProperty: true })),
  )

async function openCart(width: number, javaScriptEnabled: boolean) {
  const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  return { page, context }
}

describe.each(WIDTHS)('the cart view’s "needs scripts" line at %i px', (width) => {
  it('is shown at once with JavaScript off', async () => {
    const { page, context } = await openCart(width, false)
    await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    // Read right after load, not waited for: nothing delays it.
    expect(await lineSeen(page)).toBe(true)
    await expect(line(page).getByText(scriptsNeededText).isVisible()).resolves.toBe(true)
    await expect(page.evaluate((name) => document.documentElement.hasAttribute(name), SCRIPTS_ATTRIBUTE)).resolves.toBe(
      false,
    )
    await context.close()
  })

  it('is shown when the script files do not load (the head script ran, the island loader failed)', async () => {
    const { page, context } = await openCart(width, true)
    await blockScriptFiles(page)
    await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    // The loader's import fails after the first paint: its failure shows the line (waited for as an event, not a time).
    await page.waitForFunction(
      ({ name, failed }) => document.documentElement.getAttribute(name) === failed,
      { name: SCRIPTS_ATTRIBUTE, failed: SCRIPTS_FAILED },
      { timeout: 15_000 },
    )
    expect(await lineSeen(page)).toBe(true)
    await context.close()
  })

  it('is never seen on a scripted visit: not in any frame from the first until the cart’s contents, nor after', async () => {
    const { page, context } = await openCart(width, true)
    const errors = collectPageErrors(page)
    await watchLayoutShift(page)
    await page.addInitScript(() => {
      const seen = window as unknown as { lineFrames: number; frames: number }
      seen.lineFrames = 0
      seen.frames = 0
      const check = () => {
        const found = document.querySelector('[data-cart-needs-scripts]')
        if (found?.checkVisibility({ visibilityProperty: true })) seen.lineFrames += 1
        seen.frames += 1
        // Until the contents have taken the line's place on the hydrated page.
        if (found || !document.querySelector('[data-hydrated="true"]')) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    expect(await lineSeen(page)).toBe(false)
    await hydrated(page)
    // The empty cart's text: the contents have mounted in the line's place.
    await page.getByText(cartProps.emptyText!).waitFor()
    expect(await line(page).count()).toBe(0)
    const { lineFrames, frames } = await page.evaluate(() => {
      const { lineFrames, frames } = window as unknown as { lineFrames: number; frames: number }
      return { lineFrames, frames }
    })
    expect(frames).toBeGreaterThan(0)
    expect(lineFrames).toBe(0)
    expect(await layoutShiftSoFar(page)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the line when the cart’s code cannot load, the island loader having run', () => {
  const manifest = () =>
    JSON.parse(readFileSync(join(repoRoot, 'dist/assets.json'), 'utf8')) as Record<string, { file: string }>

  it.each([
    ['the cart block’s code', 'blocks/ShopCart/index.ts'],
    ['the contents’ chunk', 'blocks/ShopCart/CartContents.tsx'],
  ])('is shown once %s fails to load (after the one guarded reload)', async (_name, source) => {
    const chunk = `/${manifest()[source]!.file}`
    const { page, context } = await openCart(375, true)
    await page.route(`**${chunk}`, (route) => route.abort())
    await page.goto(`${baseUrl}/shop?view=cart`, { waitUntil: 'load' })
    await page.waitForFunction(
      ({ name, failed }) => document.documentElement.getAttribute(name) === failed,
      { name: SCRIPTS_ATTRIBUTE, failed: SCRIPTS_FAILED },
      { timeout: 15_000 },
    )
    expect(await lineSeen(page)).toBe(true)
    await context.close()
  })
})

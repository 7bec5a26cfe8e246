import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, nearIslandsHydrated, recordScripts } from './support/browser.ts'
import type { Page } from 'playwright-core'
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ID, type IslandSpec } from '../../runtime/islands/pageIslands.ts'
import { repoRoot } from '../support/fixtureSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

type Chunk = { file: string; imports?: string[] }
const manifest = () => JSON.parse(readFileSync(join(repoRoot, 'dist/assets.json'), 'utf8')) as Record<string, Chunk>

/** The script files a manifest key brings with it: its own and every file it imports statically, as URL paths. */
function withStaticImports(chunks: Record<string, Chunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = chunks[key]
  if (!chunk || into.has(`/${chunk.file}`)) return into
  into.add(`/${chunk.file}`)
  for (const next of chunk.imports ?? []) withStaticImports(chunks, next, into)
  return into
}

/** The block types of the page's islands that hydrated without any input (in view, on arrival, boxless). */
function hydratedTypes(page: Page): Promise<Set<string>> {
  return page
    .evaluate(
      ({ dataId, attribute }) => {
        const { islands } = JSON.parse(document.getElementById(dataId)!.textContent) as { islands: IslandSpec[] }
        return islands
          .filter((island) => island.kind === 'block')
          .filter((island) =>
            document.querySelector(`[${attribute}="${island.key}"]`)?.hasAttribute('data-island-hydrated'),
          )
          .map((island) => (island.kind === 'block' ? island.block.type : ''))
      },
      { dataId: ISLAND_DATA_ID, attribute: ISLAND_ATTRIBUTE },
    )
    .then((types) => new Set(types))
}

const PHONES = [
  { width: 375, height: 812 },
  { width: 412, height: 823 },
]

/**
 * Issue 27, phone-sized JS: structure, not timing. What every page runs (React DOM, Emotion, the island loader,
 * the frame) comes in a few files, not thirty (scripts/vite/islandChunks.ts), and before any input a phone loads
 * the code of no island but those it hydrated (below its fold, an island's code waits until it is near).
 */
describe('the scripts a phone loads before any input', () => {
  it('what every page runs comes in three files, the header in two more', () => {
    const chunks = manifest()
    const everyPage = withStaticImports(chunks, 'blocks/islandEntry.ts')
    expect(everyPage.size).toBeLessThanOrEqual(3)
    const header = withStaticImports(chunks, 'blocks/SiteHeader/index.ts')
    const headerOwn = [...header].filter((file) => !everyPage.has(file))
    expect(headerOwn.length).toBeLessThanOrEqual(2)
  })

  const pages = ['/', '/shop', '/cameras', '/secure?utm_ads=lowcost-envir', 'help article']
  for (const viewport of PHONES)
    for (const which of pages)
      it(`${which} at ${viewport.width} px: the loader's files and the code of the islands it hydrated, nothing else`, async () => {
        const url =
          which === 'help article'
            ? /href="(\/help-center\/articles\/[A-Za-z0-9-]+)"/.exec(
                await (await fetch(`${baseUrl}/help-center`)).text(),
              )![1]!
            : which
        const chunks = manifest()
        const context = await browser().newContext({ viewport, isMobile: true, hasTouch: true })
        const page = await context.newPage()
        const errors = collectPageErrors(page)
        const scripts = recordScripts(page)
        await page.goto(`${baseUrl}${url}`)
        await nearIslandsHydrated(page)
        const types = await hydratedTypes(page)
        expect(types.has('SiteHeader'), 'the header hydrated on arrival').toBe(true)
        const allowed = withStaticImports(chunks, 'blocks/islandEntry.ts')
        for (const type of types) withStaticImports(chunks, `blocks/${type}/index.ts`, allowed)
        const other = scripts.filter((script) => !allowed.has(script))
        expect(other, `scripts of no hydrated island (hydrated: ${[...types].join(', ')})`).toEqual([])
        // Every page's files are among them: the island loader ran.
        for (const file of withStaticImports(chunks, 'blocks/islandEntry.ts')) expect(scripts).toContain(file)
        expect(errors).toEqual([])
        await context.close()
      })
})

/**
 * Issue 27: the shop's blocks that show nothing until asked (the chosen package, the customiser, the error dialog)
 * load their code when asked (their definitions' `hydrateOn`), not with the page, and then work, by keyboard too.
 */
describe('the shop loads what shows only when asked when it is asked', () => {
  it('at 375 px: no code for the chosen package, the customiser or the error dialog until each is needed', async () => {
    const chunks = manifest()
    const own = (type: string) => `/${chunks[`blocks/${type}/index.ts`]!.file}`
    const context = await browser().newContext({ viewport: PHONES[0], isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const scripts = recordScripts(page)
    await page.goto(`${baseUrl}/shop`)
    await nearIslandsHydrated(page)
    for (const type of ['ShopProductSection', 'ShopCustomizePackage', 'ShopErrorModal'])
      expect(scripts, `${type} before it is needed`).not.toContain(own(type))

    await page.getByRole('button', { name: 'Choose Smart Home Package' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Smart Home Package' }).waitFor()
    expect(scripts).toContain(own('ShopProductSection'))
    expect(scripts).not.toContain(own('ShopCustomizePackage'))

    // By keyboard: the customiser opens and takes a device.
    await page.getByRole('button', { name: 'Customize Package' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Customize Package' }).waitFor()
    expect(scripts).toContain(own('ShopCustomizePackage'))
    await page.getByRole('button', { name: 'Add Indoor Camera' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('in-order-indoor-camera').textContent()).resolves.toBe('In your order: 1')
    await page.getByRole('button', { name: 'Review Cart' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor()
    expect(scripts).not.toContain(own('ShopErrorModal'))

    expect(errors).toEqual([])

    // A failed checkout opens the dialog, whose code loads then; it takes the focus and closes with Escape.
    await page.route('**/api/checkout', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"status":"error","message":"x"}' }),
    )
    await page.getByRole('button', { name: 'Checkout' }).click()
    const dialog = page.getByRole('dialog', { name: "We couldn't complete your order" })
    await dialog.waitFor()
    expect(scripts).toContain(own('ShopErrorModal'))
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 })
    // The browser reports the refused order request itself; nothing else went wrong.
    expect(errors).toEqual([expect.stringContaining('status of 502')])
    await context.close()
  })
})

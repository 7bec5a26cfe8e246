import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  browserPerFile,
  collectPageErrors,
  everyIslandHydrated,
  hydrated,
  nearIslandsHydrated,
  recordScripts,
} from './support/browser.ts'
import { pausedAt, weekdayAt } from './support/clock.ts'
import { realSite } from '../support/realSite.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { blockRegistry, type BlockType } from '../../blocks/registry.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** Each block type's `interactive`, from its definition. */
async function interactiveByType(): Promise<Map<BlockType, boolean>> {
  const entries = await Promise.all(
    (Object.keys(blockRegistry) as BlockType[]).map(
      async (type) => [type, (await blockRegistry[type]()).default.interactive] as const,
    ),
  )
  return new Map(entries)
}

/** Whether a block type's definition names the events that wake it (a boxless island that waits until asked). */
async function wokenByEvents(type: BlockType): Promise<boolean> {
  return !!(await blockRegistry[type]()).default.hydrateOn?.length
}

/** The built chunk of each block's definition (blocks/<Type>/index.ts), from the browser build's manifest. */
function blockChunks(): Map<BlockType, string> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'dist/assets.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunks = new Map<BlockType, string>()
  for (const type of Object.keys(blockRegistry) as BlockType[]) {
    const entry = manifest[`blocks/${type}/index.ts`]
    if (entry) chunks.set(type, `/${entry.file}`)
  }
  return chunks
}

/** The page's blocks (layout chrome included) whose root element carries the block id. */
function pageBlocks(url: string) {
  const model = realSite().resolve(url)
  return [...model.layout.header, ...model.blocks, ...model.layout.footer]
}

/** In the page: for each id, whether its element is inside an island, whether React owns it, and where it is. */
function blockStates(page: Page, ids: string[]) {
  return page.evaluate((blockIds) => {
    const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
    return blockIds.map((id) => {
      const element = document.getElementById(id)
      const box = element?.getBoundingClientRect()
      return {
        id,
        found: !!element,
        inIsland: !!element?.closest('[data-island]'),
        hydrated: !!element && reactOwned(element),
        top: box ? box.top + window.scrollY : 0,
        height: box?.height ?? 0,
      }
    })
  }, ids)
}

/** Below this many pixels under the fold an island is far enough that nothing may have loaded it yet. */
const WELL_BELOW_THE_FOLD = 600

describe('islands: static blocks are server HTML only, interactive blocks hydrate alone after the first paint', () => {
  for (const url of ['/', '/shop', '/cameras']) {
    it(`${url}: static blocks are never hydrated and their code never loads; interactive blocks hydrate once in view`, async () => {
      const interactive = await interactiveByType()
      const chunks = blockChunks()
      const context = await browser().newContext({ viewport: { width: 1280, height: 720 } })
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      const scripts = recordScripts(page)
      await page.goto(`${baseUrl}${url}`)
      // The islands in view and those the loader takes ahead (just below the fold) have hydrated: no island is
      // half-way, so what has loaded by now is what arrival loads.
      await nearIslandsHydrated(page)
      const blocks = pageBlocks(url)
      const isStatic = (id: string) => !interactive.get(blocks.find((block) => block.id === id)!.type)
      const typeOf = (id: string) => blocks.find((block) => block.id === id)!.type
      const onArrival = (
        await blockStates(
          page,
          blocks.map((block) => block.id),
        )
      ).filter((state) => state.found)
      const staticStates = onArrival.filter((state) => isStatic(state.id))
      const inView = onArrival.filter((state) => !isStatic(state.id) && state.height > 0 && state.top < 720)
      const wellBelow = onArrival.filter((state) => !isStatic(state.id) && state.top > 720 + WELL_BELOW_THE_FOLD)
      // The real pages have every kind; the assertions below must have something to check.
      expect(staticStates.length).toBeGreaterThan(0)
      expect(inView.length).toBeGreaterThan(0)
      expect(wellBelow.length).toBeGreaterThan(0)
      for (const state of staticStates)
        expect(state, 'a static block').toMatchObject({ inIsland: false, hydrated: false })
      for (const state of inView) expect(state, 'an island in view').toMatchObject({ inIsland: true, hydrated: true })
      for (const state of wellBelow)
        expect(state, 'an island below the fold').toMatchObject({ inIsland: true, hydrated: false })
      // Code that loaded before anyone scrolled: none for a block only below the fold.
      const aboveTypes = new Set(
        onArrival.filter((state) => state.top <= 720 + WELL_BELOW_THE_FOLD).map((state) => typeOf(state.id)),
      )
      for (const type of new Set(wellBelow.map((state) => typeOf(state.id)))) {
        if (aboveTypes.has(type)) continue
        expect(chunks.get(type), `${type} has a chunk in the build`).toBeTruthy()
        expect(scripts, `the code of ${type}, only below the fold`).not.toContain(chunks.get(type))
      }

      // Scrolled to, each island below hydrates. One without a box waits until asked instead (the shop's chosen
      // package, customiser and error dialog: their definitions' hydrateOn; phoneScripts.test.ts asks for them).
      const boxlessWaiting = onArrival.filter((state) => !isStatic(state.id) && !state.hydrated && state.height === 0)
      const waitingForEvents = new Set(boxlessWaiting.map((state) => state.id))
      for (const state of boxlessWaiting) expect(await wokenByEvents(typeOf(state.id)), state.id).toBe(true)
      for (const state of onArrival.filter(
        (state) => !isStatic(state.id) && !state.hydrated && !waitingForEvents.has(state.id),
      )) {
        await page.locator(`[id="${state.id}"]`).scrollIntoViewIfNeeded()
        await page.locator(`[data-island-hydrated="true"] [id="${state.id}"]`).waitFor({ state: 'attached' })
      }
      const scrolled = await blockStates(
        page,
        onArrival.map((state) => state.id).filter((id) => !waitingForEvents.has(id)),
      )
      for (const state of scrolled)
        expect(state, isStatic(state.id) ? 'a static block' : 'an interactive block').toMatchObject({
          inIsland: !isStatic(state.id),
          hydrated: !isStatic(state.id),
        })
      // A static block's code is not even in the browser build (only interactive blocks' definitions are).
      for (const block of blocks)
        if (isStatic(block.id))
          expect(chunks.get(block.type), `browser code of the static block ${block.type}`).toBeUndefined()
        else expect(chunks.get(block.type), `browser code of ${block.type}`).toBeTruthy()
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('a press on an island below the fold before its code arrives is done once it has hydrated', async () => {
    const chunk = blockChunks().get('VideoLightbox')!
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    // The video block's code is held back until the visitor has pressed its button.
    let releaseCode!: () => void
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve))
    let codeRequested = false
    await page.route(`**${chunk}`, async (route) => {
      codeRequested = true
      await codeReleased
      await route.continue()
    })
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    const play = page.locator('#video').getByRole('button').first()
    await play.click()
    await expect.poll(() => codeRequested).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    releaseCode()
    await page.getByRole('dialog').waitFor({ state: 'visible' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('requests no script file before the first paint: the first is the island loader, after it', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    // The browser's own timeline, through buffered observers: the page's fixed clock replaces `performance`.
    const timing = await page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntryList>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect()
            resolve(list.getEntries())
          })
          observer.observe({ type, buffered: true })
        })
      const paint = (await entries('paint')).find((entry) => entry.name === 'first-paint')
      const scripts = (await entries('resource'))
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime }))
      return { firstPaint: paint?.startTime, scripts }
    })
    expect(timing.firstPaint).toBeTypeOf('number')
    expect(timing.scripts.length).toBeGreaterThan(0)
    for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThan(timing.firstPaint!)
    // Nor does the HTML ask for one: no script element with a source, no module preload.
    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(html).not.toMatch(/<script[^>]+\bsrc=/)
    expect(html).not.toContain('modulepreload')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the complete page with every script file blocked', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await page.goto(`${baseUrl}/`)
    // The server's HTML alone: the header, the hero's heading and the footer are there and visible.
    await expect(page.locator('[data-site-header]').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true)
    await expect(page.locator('[data-site-footer]').isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('hydrates under a paused fake clock too (no timer or animation frame stands in the way)', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const paused = weekdayAt('12:00')
    await pausedAt(page, paused)
    await page.goto(`${baseUrl}/faqs`)
    await everyIslandHydrated(page)
    // Every island ran, with availability known, while not one millisecond passed on the page's clock.
    expect(await page.locator('[data-island]').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-island]:not([data-island-hydrated="true"])').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-sales'))).toBe('open')
    expect(await page.evaluate(() => Date.now())).toBe(paused.getTime())
    await context.close()
  })
})

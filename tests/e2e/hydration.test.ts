import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
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

/** In the page: for each id, whether its element is inside an island and whether React owns it. */
function blockStates(page: Page, ids: string[]) {
  return page.evaluate((blockIds) => {
    const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
    return blockIds.map((id) => {
      const element = document.getElementById(id)
      return {
        id,
        found: !!element,
        inIsland: !!element?.closest('[data-island]'),
        hydrated: !!element && reactOwned(element),
      }
    })
  }, ids)
}

describe('islands: static blocks are server HTML only, interactive blocks hydrate alone after the first paint', () => {
  for (const url of ['/', '/shop', '/cameras']) {
    it(`${url}: static blocks are never hydrated and their code never loads; interactive blocks hydrate`, async () => {
      const interactive = await interactiveByType()
      const chunks = blockChunks()
      const context = await browser().newContext()
      const page = await context.newPage()
      const errors = collectPageErrors(page)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto(`${baseUrl}${url}`)
      await hydrated(page)
      const blocks = pageBlocks(url)
      const states = await blockStates(
        page,
        blocks.map((block) => block.id),
      )
      const found = states.filter((state) => state.found)
      const staticIds = new Set(blocks.filter((block) => !interactive.get(block.type)).map((block) => block.id))
      const staticStates = found.filter((state) => staticIds.has(state.id))
      const interactiveStates = found.filter((state) => !staticIds.has(state.id))
      // The real pages have both kinds; the assertions below must have something to check.
      expect(staticStates.length).toBeGreaterThan(0)
      expect(interactiveStates.length).toBeGreaterThan(0)
      for (const state of staticStates)
        expect(state, 'a static block').toMatchObject({ inIsland: false, hydrated: false })
      for (const state of interactiveStates)
        expect(state, 'an interactive block').toMatchObject({ inIsland: true, hydrated: true })
      const staticTypes = new Set(blocks.filter((block) => !interactive.get(block.type)).map((block) => block.type))
      const interactiveTypes = new Set(blocks.filter((block) => interactive.get(block.type)).map((block) => block.type))
      for (const type of staticTypes) {
        if (interactiveTypes.has(type)) continue
        const chunk = chunks.get(type)
        expect(chunk, `${type} has a chunk in the build`).toBeTruthy()
        expect(scripts, `the code of the static block ${type}`).not.toContain(chunk)
      }
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('requests no script file before the first paint: the first is the island loader, after it', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')
      const scripts = performance
        .getEntriesByType('resource')
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
    await page.clock.install({ time: new Date('2026-11-23T12:00:00-06:00') })
    await page.clock.pauseAt(new Date('2026-11-23T12:00:01-06:00'))
    await page.goto(`${baseUrl}/faqs`)
    await hydrated(page)
    await context.close()
  })
})

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'
import { prerenderedHtmlFile } from '../../server/prerenderedIndex.server.ts'

const clientDir = join(repoRoot, 'dist/client')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('the browser bundle', () => {
  const scripts = filesUnder(join(clientDir, 'assets')).filter((file) => file.endsWith('.js'))

  it('holds no server-only code or secret names', () => {
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8')
      for (const forbidden of [
        'LEAD_API_KEY',
        'CHECKOUT_API_KEY',
        'OIDC_CLIENT_SECRET',
        'STRAPI_TOKEN',
        'readFileSync',
        'loadSite',
        'ajv',
      ]) {
        expect(text.includes(forbidden), `${forbidden} in ${file}`).toBe(false)
      }
    }
  })

  it('ships Luxon only with the slot pickers (scheduling, the checkout host): the hours rules read the clock with Intl', () => {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] }
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'dist/assets.json'), 'utf8')) as Record<string, Chunk>
    const luxonChunks = scripts
      .filter((file) => readFileSync(file, 'utf8').includes('Invalid DateTime'))
      .map((file) => file.slice(clientDir.length + 1))
    // Every chunk the island loader can reach, static or lazy, without going through a block with the slot
    // pickers (spec 4.11 in Luxon): the scheduling picker and the checkout host's order page.
    const WITH_SLOT_PICKERS = ['blocks/SchedulingPicker/index.ts', 'blocks/CheckoutOrderSummary/index.ts']
    const reached = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || reached.has(chunk.file) || WITH_SLOT_PICKERS.includes(key)) return
      reached.add(chunk.file)
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
    }
    visit('blocks/islandEntry.ts')
    expect(reached.size).toBeGreaterThan(10)
    expect(luxonChunks, 'the scheduling picker’s Luxon chunk').not.toEqual([])
    for (const chunk of luxonChunks) expect(reached, chunk).not.toContain(chunk)
  })

  it('has no script entry in the HTML: the page’s boot script imports the island loader after the first paint', () => {
    const home = readFileSync(prerenderedHtmlFile(repoRoot, '/') ?? 'dist/pages: no home page', 'utf8')
    expect(home).not.toMatch(/<script[^>]+\bsrc=/)
    expect(home).not.toContain('modulepreload')
    expect(home).toMatch(/import\("\/assets\/islands\.[\w-]+\.js"\)/)
  })
})

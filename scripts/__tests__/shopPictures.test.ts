import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shopPictures } from '../images/shop.ts'

const root = join(import.meta.dirname, '../..')
const catalogueDir = join(root, 'site-config/catalog/catalogs')

/** Every (item name, picture URL) pair the catalogues hold, from item details and image records alike. */
function cataloguePictures(): Array<{ name: string; url: string }> {
  const pairs: Array<{ name: string; url: string }> = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const record = node as {
      catalogueItemsDetail?: { itemName: string; itemImageURl?: string | null }
      catalogueItemImages?: { records: Array<{ url: string }> }
    }
    const detail = record.catalogueItemsDetail
    if (detail) {
      const urls = [detail.itemImageURl, ...(record.catalogueItemImages?.records ?? []).map((r) => r.url)]
      for (const url of urls) if (url) pairs.push({ name: detail.itemName, url })
    }
    Object.values(node).forEach(walk)
  }
  for (const file of readdirSync(catalogueDir)) walk(JSON.parse(readFileSync(join(catalogueDir, file), 'utf8')))
  return pairs
}

describe('shop catalogue pictures (issue 17 item 10)', () => {
  const pairs = cataloguePictures()

  it('finds the catalogue items', () => {
    expect(new Set(pairs.map((p) => p.name)).size).toBeGreaterThan(15)
  })

  it('every picture a catalogue links exists', () => {
    const missing = [...new Set(pairs.map((p) => p.url))].filter((url) => !existsSync(join(root, 'public', url)))
    expect(missing).toEqual([])
  })

  it('every device and package has its own drawing: no two items share a picture, no two pictures are the same file', () => {
    const namesByUrl = new Map<string, Set<string>>()
    for (const { name, url } of pairs) namesByUrl.set(url, (namesByUrl.get(url) ?? new Set()).add(name))
    const shared = [...namesByUrl]
      .filter(([, names]) => names.size > 1)
      .map(([url, names]) => `${url}: ${[...names].join(', ')}`)
    expect(shared).toEqual([])
    const hashes = [...namesByUrl.keys()].map((url) =>
      createHash('sha256')
        .update(readFileSync(join(root, 'public', url)))
        .digest('hex'),
    )
    expect(new Set(hashes).size).toBe(hashes.length)
  })

  it('the committed files are the drawings scripts/images/shop.ts makes (run `npm run images` after changing them)', () => {
    for (const [name, svg] of Object.entries(shopPictures())) {
      expect(readFileSync(join(root, 'public/images/shop', name), 'utf8'), name).toBe(svg)
    }
  })

  it('the drawings are artwork, not a placeholder with the product name written in', () => {
    for (const svg of Object.values(shopPictures())) expect(svg).not.toMatch(/<text[^>]*>[A-Z][a-z]+ [A-Z]/)
  })
})

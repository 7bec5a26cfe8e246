import { describe, expect, it } from 'vitest'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { catalogueSpecs } from '../../services/catalogue/index.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { renderUrl } from '../support/renderUrl.tsx'

interface Card {
  name: string
  specs?: { catalogue: string; lines?: string[] }
}

const catalogues = localPriceCatalogues(repoRoot)!
const specs = catalogueSpecs(catalogues.byId.get(catalogues.defaultCatalogId)!)

/**
 * The marketing pages' device cards state the facts the shop states (seventh walkthrough E2: /cameras sold a "2K
 * HDR" Outdoor Camera that the shop and the catalogue sell as "1080p HD"): each camera card lists its catalogue
 * item's specification lines, in the rendered page, in the catalogue's order.
 */
describe("the camera cards show the catalogue's facts", () => {
  for (const url of ['/cameras', '/', '/promotions']) {
    it(url, async () => {
      const { html, model } = await renderUrl(url)
      // Each card with the block it renders in: a card's name is looked up inside its own block's section.
      const cards = model.blocks
        .filter((block) => block.type === 'ProductCards')
        .flatMap((block) => (block.props as { items: Card[] }).items.map((card) => ({ block: block.id, card })))
        .filter(({ card }) => card.specs)
      expect(cards.map(({ card }) => card.specs!.catalogue)).toEqual(expect.arrayContaining(['outdoor-camera']))
      for (const { block, card } of cards) {
        const stated = specs.get(card.specs!.catalogue)!
        expect(card.specs!.lines).toEqual(stated)
        // In the card, between its name and the next card's end: every line, in order.
        const section = html.indexOf(`id="${block}"`)
        expect(section, `${url}: block ${block}`).toBeGreaterThan(-1)
        const start = html.indexOf(`>${card.name}</h`, section)
        expect(start).toBeGreaterThan(-1)
        const end = html.indexOf('</ul>', start)
        let at = start
        for (const line of stated) {
          at = html.indexOf(`>${line}<`, at)
          expect(at, `${url}: ${card.name} shows "${line}"`).toBeGreaterThan(-1)
          expect(at).toBeLessThan(end)
        }
        expect(html.slice(start, end)).not.toMatch(/\b2K\b|1536p|25 ft/)
      }
    })
  }
})

import { describe, expect, it, vi } from 'vitest'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { localPricesToday } from '../pricesToday.ts'

// Counts the catalogues priced.
const priced = vi.hoisted(() => ({ catalogues: 0 }))
vi.mock('../../../services/catalogue/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../services/catalogue/index.ts')>()
  return {
    ...original,
    cataloguePrices: ((...args: Parameters<typeof original.cataloguePrices>) => {
      priced.catalogues++
      return original.cataloguePrices(...args)
    }) as typeof original.cataloguePrices,
  }
})

describe("the local catalogues' prices today", () => {
  it('prices a catalogue when its prices are first read, once, and no other', () => {
    priced.catalogues = 0
    const today = localPricesToday(repoRoot)!
    expect(today.byId.size).toBeGreaterThan(2)
    expect(priced.catalogues).toBe(0)
    const prices = today.byId.get(today.defaultCatalogId)!.prices
    expect(prices.size).toBeGreaterThan(0)
    expect(today.byId.get(today.defaultCatalogId)!.prices).toBe(prices)
    expect(priced.catalogues).toBe(1)
  })
})

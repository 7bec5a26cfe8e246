import { describe, expect, it } from 'vitest'
import { warnFinancedPrices, type PriceCatalogues } from '../checkPrices.ts'
import { localPriceCatalogues } from '../priceCatalogues.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

interface Warning {
  file: string
  path: ReadonlyArray<string | number>
  message: string
  value: unknown
}

function warningsFor(catalogues: PriceCatalogues): Warning[] {
  const warnings: Warning[] = []
  warnFinancedPrices(catalogues, (file, path, message, value) => warnings.push({ file, path, message, value }))
  return warnings
}

const site = localPriceCatalogues(repoRoot)!

/** The site's catalogues with one package line financed at another price than the cart charges. */
function withNegotiatedPrice(catalogId: string, packageIndex: number, negotiatedListPrice: number): PriceCatalogues {
  const changed = structuredClone(site.byId.get(catalogId)!)
  changed.packages[packageIndex]!.lineItems[0]!.negotiatedListPrice = negotiatedListPrice
  return { ...site, byId: new Map([...site.byId, [catalogId, changed]]) }
}

describe("config:check's financing warning (warnFinancedPrices)", () => {
  it('says nothing when every catalogue finances the price the cart charges', () => {
    expect(site.byId.size).toBeGreaterThan(1)
    expect(warningsFor(site)).toEqual([])
  })

  it('warns at the catalogue file and the field when the financed price differs from the charged one', () => {
    const listPrice = site.byId.get('ecat-standard')!.packages[1]!.lineItems[0]!.listPrice
    expect(listPrice).not.toBe(719.99)
    const warnings = warningsFor(withNegotiatedPrice('ecat-standard', 1, 719.99))
    expect(warnings).toHaveLength(1)
    const [warning] = warnings
    expect(warning!.file).toBe('site-config/catalog/catalogs/ecat-standard.json')
    expect(warning!.path).toEqual(['packages', 1, 'lineItems', 0, 'negotiatedListPrice'])
    expect(warning!.value).toBe(719.99)
    expect(warning!.message).toContain('negotiatedListPrice $719.99')
    expect(warning!.message).toContain(`listPrice $${listPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    expect(warning!.message).toContain('adds up to the financed price, not the price the cart charges')
  })
})

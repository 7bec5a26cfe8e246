import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { financedPriceMismatches, type Catalogue } from '../index.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const dir = join(repoRoot, 'site-config/catalog/catalogs')
const catalogues = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalogue] as const)

describe('the financed price is the price the cart charges (issue 25 walkthrough: financing line)', () => {
  it.each(catalogues)('%s: every package finances the price the buyer pays', (_name, catalogue) => {
    expect(financedPriceMismatches(catalogue)).toEqual([])
  })

  it('finds a package line whose negotiated price differs, with its JSON path', () => {
    const [, standard] = catalogues.find(([name]) => name === 'ecat-standard.json')!
    const changed = structuredClone(standard)
    changed.packages[1]!.lineItems[0]!.negotiatedListPrice = 719.99
    expect(financedPriceMismatches(changed)).toEqual([
      {
        path: ['packages', 1, 'lineItems', 0, 'negotiatedListPrice'],
        listPrice: changed.packages[1]!.lineItems[0]!.listPrice,
        negotiatedListPrice: 719.99,
      },
    ])
  })

  it('leaves out lines no card finances: a package under the financing minimum, one that does not qualify, a fee', () => {
    const [, standard] = catalogues.find(([name]) => name === 'ecat-standard.json')!
    const changed = structuredClone(standard)
    // The Starter Package ($349.99) is under the $599 minimum: no financing line, so nothing adds up wrong.
    changed.packages[0]!.lineItems[0]!.negotiatedListPrice = 329.99
    changed.packages[2]!.lineItems[0]!.negotiatedListPrice = 849.99
    changed.packages[2]!.lineItems[0]!.qualifyingForFinancing = false
    changed.packages[3]!.lineItems[2]!.negotiatedListPrice = 49
    expect(financedPriceMismatches(changed)).toEqual([])
  })
})

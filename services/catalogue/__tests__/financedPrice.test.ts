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
})

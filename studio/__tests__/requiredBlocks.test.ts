import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { REQUIRED_BLOCKS_FILE, requiredBlockTypes, requiredBlocksConfig } from '../server/requiredBlocks.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('blocks a page cannot lose', () => {
  it('protects the shop’s cart, product section and lead form, as site-config/required-blocks.json says', () => {
    const config = requiredBlocksConfig(join(import.meta.dirname, '../..'))
    expect(requiredBlockTypes(config, 'shop')).toEqual(['ShopCart', 'ShopProductSection', 'LeadForm'])
    expect(requiredBlockTypes(config, 'partner-shop')).toEqual(['ShopCart', 'ShopProductSection', 'LeadForm'])
    expect(requiredBlockTypes(config, 'home')).toEqual([])
  })

  it('reads another site’s site-config/required-blocks.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'required-'))
    dirs.push(root)
    mkdirSync(join(root, 'site-config'))
    writeFileSync(
      join(root, REQUIRED_BLOCKS_FILE),
      JSON.stringify({
        pageTypes: [{ name: 'offer', routes: ['secure'], blocks: [{ type: 'OfferClaimForm', why: 'x' }] }],
      }),
    )
    const config = requiredBlocksConfig(root)
    expect(requiredBlockTypes(config, 'secure')).toEqual(['OfferClaimForm'])
    expect(requiredBlockTypes(config, 'shop')).toEqual([])
  })
})

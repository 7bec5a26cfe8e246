import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { IMAGE_PRESETS, type ImagePresetName, imageFileUrl } from '../../blocks/shared/imagePresets.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { realRoutes } from '../support/routeBlock.ts'

/** Which presets each block draws an image prop with (see the block components). */
const PRESETS_BY_KEY: Record<string, ImagePresetName[]> = {
  'AssessmentStart.image': ['content'],
  'AssessmentContact.image': ['content'],
  'LocationPage.image': ['content'],
  'LocationPage.cityImage': ['content'],
  'Hero.image': ['hero', 'heroMobile'],
  'MediaText.image': ['content'],
  'VideoLightbox.poster': ['content'],
  'FeatureGrid.image': ['thumbnail'],
  'ProductCards.image': ['thumbnail'],
}

function imagesIn(
  value: unknown,
  type: string,
  key: string,
  found: Array<{ type: string; key: string; asset: string }>,
) {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, type, key, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.asset === 'string') found.push({ type, key, asset: record.asset })
    for (const [k, v] of Object.entries(record)) imagesIn(v, type, k, found)
  }
}

describe('images named in routes.json', () => {
  const found: Array<{ type: string; key: string; asset: string }> = []
  for (const route of realRoutes()) {
    const typeOf = new Map(route.blocks.map((b) => [b.id, b.type]))
    for (const block of route.blocks) imagesIn(block.props, block.type, '', found)
    for (const variant of route.variants ?? [])
      for (const [id, props] of Object.entries(variant.props ?? {})) imagesIn(props, typeOf.get(id)!, '', found)
  }

  it('are used somewhere (the pages are illustrated)', () => {
    expect(found.length).toBeGreaterThan(50)
  })

  it('exist as generated webp files at every width the block asks for', () => {
    const missing: string[] = []
    for (const { type, key, asset } of found) {
      const presets = PRESETS_BY_KEY[`${type}.${key}`]
      if (!presets) {
        missing.push(`${type}.${key} has no known preset`)
        continue
      }
      for (const preset of presets) {
        for (const width of IMAGE_PRESETS[preset].widths) {
          const url = imageFileUrl(asset, preset, width)
          if (!existsSync(join(repoRoot, 'public', url))) missing.push(url)
        }
      }
    }
    expect(missing).toEqual([])
  })
})

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { realRoutes } from '../../tests/support/routeBlock.ts'
import { IMAGE_PRESETS, imageFileUrl } from '../../blocks/shared/imagePresets.ts'

const root = join(import.meta.dirname, '../..')
// The routes as composed (shared sections and inherited block lists resolved), as the site renders them.
const routes = {
  routes: realRoutes() as Array<{
    path: string
    blocks?: Array<{ type: string; props?: { image?: { asset: string } } }>
  }>,
}
const heroScene = (path: string) =>
  routes.routes.find((r) => r.path === path)?.blocks?.find((b) => b.type === 'Hero')?.props?.image?.asset

/** One page of each family, and the scene its hero should show (issue 17 item 10: not one house for all). */
const FAMILIES: Record<string, string> = {
  '/': 'scenes/home',
  '/cameras': 'scenes/cameras',
  '/smart-home': 'scenes/smart-home',
  '/monitoring': 'scenes/monitoring',
  '/professional-installation': 'scenes/installation',
  '/sensors': 'scenes/sensors',
  '/smart-locks': 'scenes/smart-lock',
  '/smart-garage': 'scenes/garage',
  '/shop/products': 'scenes/products',
  '/help-center': 'scenes/support',
  '/customer-support': 'scenes/support',
  '/moves': 'scenes/moving',
  '/dallas': 'scenes/city',
  '/partners': 'scenes/partner',
  '/{commercial-partner}commercialfaq': 'scenes/commercial',
}

describe('hero scenes per page family', () => {
  it.each(Object.entries(FAMILIES))('%s shows %s', (path, scene) => {
    expect(heroScene(path)).toBe(scene)
  })

  it('every hero scene a route names has its files at every hero preset width', () => {
    const scenes = new Set(
      routes.routes
        .flatMap((r) => r.blocks ?? [])
        .filter((b) => b.type === 'Hero' && b.props?.image)
        .map((b) => b.props!.image!.asset),
    )
    const missing = [...scenes]
      .flatMap((asset) =>
        (['hero', 'heroMobile'] as const).flatMap((preset) =>
          IMAGE_PRESETS[preset].widths.map((w) => imageFileUrl(asset, preset, w)),
        ),
      )
      .filter((url) => !existsSync(join(root, 'public', url)))
    expect(missing).toEqual([])
  })
})

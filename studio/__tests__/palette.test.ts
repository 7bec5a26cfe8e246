import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockSchemaFiles } from '../../runtime/config/configFiles.server.ts'
import { BLOCK_CATEGORIES, type PropSchema } from '../fields/schemaTypes.ts'
import { paletteCategories } from '../client/puckConfig.tsx'

const root = join(import.meta.dirname, '../..')
const schemas = Object.fromEntries(
  [...blockSchemaFiles(root)].map(([type, file]) => [
    type,
    JSON.parse(readFileSync(join(root, file), 'utf8')) as PropSchema,
  ]),
)
const FRAME = ['SiteHeader', 'SiteFooter', 'ChatBubble', 'NotFound', 'ShopErrorModal', 'ErrorMessage']

describe("the studio's palette", () => {
  it('every block schema has a title, a one-line description and a category for people', () => {
    for (const [type, schema] of Object.entries(schemas)) {
      expect(schema.studio?.title, type).toMatch(/^[A-Z][^{}]*$/)
      expect(schema.studio?.title, type).not.toBe(type.length > 12 ? type : '')
      expect(schema.studio?.description, type).toMatch(/^[A-Z].*\.$/)
      expect(schema.studio?.description.length, type).toBeLessThanOrEqual(90)
      expect([...Object.keys(BLOCK_CATEGORIES), 'frame'], type).toContain(schema.studio?.category)
    }
  })

  it('groups blocks into heroes, offers, forms, shop, content and trust, and never offers a frame block', () => {
    const categories = paletteCategories(schemas, Object.keys(schemas))
    const offered = Object.entries(categories)
      .filter(([, category]) => category.visible !== false)
      .flatMap(([, category]) => category.components)
    for (const frame of FRAME) expect(offered).not.toContain(frame)
    expect(Object.keys(categories).filter((name) => categories[name]!.visible !== false)).toEqual([
      'heroes',
      'offers',
      'forms',
      'shop',
      'content',
      'trust',
    ])
    // Every block is in exactly one group.
    expect(
      Object.values(categories)
        .flatMap((category) => category.components)
        .sort(),
    ).toEqual(Object.keys(schemas).sort())
    expect(categories.heroes!.components).toContain('Hero')
  })
})

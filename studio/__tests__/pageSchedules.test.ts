import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type ConfigTexts,
  EDITABLE_FILES,
  EditRefused,
  PARTNERS_FILE,
  ROUTES_FILE,
  SECTIONS_FILE,
  applyPageEdit,
  pageBlocks,
  placeIssues,
} from '../server/pageFiles.server.ts'

const root = join(import.meta.dirname, '../..')
const texts = Object.fromEntries(
  EDITABLE_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
) as unknown as ConfigTexts

type Entry = { id: string; schedule?: unknown; props?: unknown }
const routeEntries = (text: string, name: string): Entry[] =>
  (JSON.parse(text) as { routes: Array<{ name: string; blocks?: Entry[] }> }).routes.find((r) => r.name === name)!
    .blocks ?? []

const shop = pageBlocks(texts, 'shop', null).blocks
const dated = (blocks: typeof shop, id: string, schedule: { startsAt?: string; endsAt?: string } | undefined) =>
  blocks.map((block) => (block.id === id ? { ...block, schedule } : block))

describe("a block's dates, carried from the file to the studio and back", () => {
  it('are written to the route entry’s schedule, as the only change to the files', () => {
    const target = shop[1]!.id
    const schedule = { startsAt: '2027-05-24', endsAt: '2027-05-31T18:00' }
    const after = applyPageEdit(texts, {
      routeName: 'shop',
      partnerId: null,
      layer: 'template',
      blocks: dated(shop, target, schedule),
    })
    expect(routeEntries(after[ROUTES_FILE], 'shop').find((e) => e.id === target)!.schedule).toEqual(schedule)
    expect(after[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
    expect(after[SECTIONS_FILE]).toBe(texts[SECTIONS_FILE])
    // Read back, the page carries them; clearing them removes the key again.
    const reread = pageBlocks(after, 'shop', null).blocks.find((b) => b.id === target)!
    expect(reread.schedule).toEqual(schedule)
    const cleared = applyPageEdit(after, {
      routeName: 'shop',
      partnerId: null,
      layer: 'template',
      blocks: dated(pageBlocks(after, 'shop', null).blocks, target, undefined),
    })
    expect(cleared[ROUTES_FILE]).toBe(texts[ROUTES_FILE])
  })

  it('of an inherited block go to an entry of the extending route with just its schedule', () => {
    const partnerShop = pageBlocks(texts, 'partner-shop', null).blocks
    const inherited = partnerShop.find(
      (b) => b.inherited && !routeEntries(texts[ROUTES_FILE], 'partner-shop').some((e) => e.id === b.id),
    )!
    const after = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template',
      blocks: dated(partnerShop, inherited.id, { endsAt: '2027-06-30' }),
    })
    expect(routeEntries(after[ROUTES_FILE], 'partner-shop').find((e) => e.id === inherited.id)).toEqual({
      id: inherited.id,
      schedule: { endsAt: '2027-06-30' },
    })
    expect(routeEntries(after[ROUTES_FILE], 'shop')).toEqual(routeEntries(texts[ROUTES_FILE], 'shop'))
  })

  it('are refused in a partner’s layer, with where to change them', () => {
    const partner = (
      JSON.parse(texts[PARTNERS_FILE]) as { partners: Array<{ id: string; routes: string[] }> }
    ).partners.find((p) => p.routes.includes('partner-shop'))!
    const blocks = pageBlocks(texts, 'partner-shop', partner.id).blocks
    expect(() =>
      applyPageEdit(texts, {
        routeName: 'partner-shop',
        partnerId: partner.id,
        layer: 'partner',
        blocks: dated(blocks, blocks[0]!.id, { startsAt: '2027-01-01' }),
      }),
    ).toThrow(EditRefused)
  })

  it('a problem with the dates is placed at the block’s Dates field', () => {
    const routes = JSON.parse(texts[ROUTES_FILE]) as { routes: Array<{ name: string }> }
    const index = routes.routes.findIndex((r) => r.name === 'shop')
    const at = routeEntries(texts[ROUTES_FILE], 'shop').findIndex((e) => e.id === shop[1]!.id)
    const [placed] = placeIssues(
      [
        {
          file: ROUTES_FILE,
          path: `routes[${index}].blocks[${at}].schedule.startsAt`,
          message: 'starts after it ends',
        } as never,
      ],
      texts,
      { routeName: 'shop', partnerId: null, layer: 'template', blocks: shop },
    )
    expect(placed).toMatchObject({ blockId: shop[1]!.id, prop: 'schedule' })
  })
})

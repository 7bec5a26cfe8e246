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
  routesUsingSection,
} from '../server/pageFiles.server.ts'

const root = join(import.meta.dirname, '../..')
const texts = Object.fromEntries(
  EDITABLE_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
) as unknown as ConfigTexts

/** Lines only in a and lines only in b, as a line diff shows them (order-insensitive multiset difference). */
function changedLines(a: string, b: string): { removed: string[]; added: string[] } {
  const count = (text: string) =>
    text.split('\n').reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map<string, number>())
  const before = count(a)
  const after = count(b)
  const removed: string[] = []
  const added: string[] = []
  for (const [line, n] of before) for (let i = n - (after.get(line) ?? 0); i > 0; i--) removed.push(line)
  for (const [line, n] of after) for (let i = n - (before.get(line) ?? 0); i > 0; i--) added.push(line)
  return { removed, added }
}

const shop = pageBlocks(texts, 'shop', null).blocks
const firstPartner = (
  JSON.parse(texts[PARTNERS_FILE]) as { partners: Array<{ id: string; routes: string[] }> }
).partners.find((p) => p.routes.includes('partner-shop'))!

describe('writing a page edit back to the config files', () => {
  it('changes nothing when nothing changed', () => {
    expect(applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'template', blocks: shop })).toEqual(texts)
  })

  it('a move rewrites only the moved block: the same lines, elsewhere, and no other change', () => {
    const moved = [...shop]
    const [faqs] = moved.splice(
      moved.findIndex((b) => b.id === 'faqs'),
      1,
    )
    moved.splice(1, 0, faqs!)
    const after = applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'template', blocks: moved })
    expect(after[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
    const { removed, added } = changedLines(texts[ROUTES_FILE], after[ROUTES_FILE])
    // A block moved as a whole: the file holds the same lines, only in another order.
    expect(removed).toEqual([])
    expect(added).toEqual([])
    expect(
      JSON.parse(after[ROUTES_FILE])
        .routes.find((r: { name: string }) => r.name === 'shop')
        .blocks.map((b: { id: string }) => b.id),
    ).toEqual(moved.map((b) => b.id))
  })

  it('a prop edit is one line', () => {
    const edited = shop.map((b) =>
      b.id === 'zip-hero' ? { ...b, props: { ...b.props, heading: 'Shop Our Packages' } } : b,
    )
    const after = applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'template', blocks: edited })
    const { removed, added } = changedLines(texts[ROUTES_FILE], after[ROUTES_FILE])
    expect(removed).toEqual(['            "heading": "Shop Home Security Packages",'])
    expect(added).toEqual(['            "heading": "Shop Our Packages",'])
  })

  it('an added block is written in the file style, a removed one disappears', () => {
    const edited = [
      ...shop.filter((b) => b.id !== 'reviews-carousel'),
      { id: 'cta-band', type: 'CtaBand', props: { heading: 'Questions?' } },
    ]
    const after = applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'template', blocks: edited })
    const route = JSON.parse(after[ROUTES_FILE]).routes.find((r: { name: string }) => r.name === 'shop')
    expect(route.blocks.at(-1)).toEqual({ id: 'cta-band', type: 'CtaBand', props: { heading: 'Questions?' } })
    expect(route.blocks.some((b: { id: string }) => b.id === 'reviews-carousel')).toBe(false)
    expect(after[ROUTES_FILE]).toContain(
      '        {\n          "id": "cta-band",\n          "type": "CtaBand",\n          "props": {\n            "heading": "Questions?"\n          }\n        }',
    )
  })

  it('a partner-layer edit lands in the partner blockProps, not in the template', () => {
    const page = pageBlocks(texts, 'partner-shop', firstPartner.id).blocks
    const edited = page.map((b) =>
      b.id === 'faqs' ? { ...b, props: { ...b.props, heading: 'Partner questions' } } : b,
    )
    const after = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: firstPartner.id,
      layer: 'partner',
      blocks: edited,
    })
    expect(after[ROUTES_FILE]).toBe(texts[ROUTES_FILE])
    const partner = JSON.parse(after[PARTNERS_FILE]).partners.find((p: { id: string }) => p.id === firstPartner.id)
    expect(partner.blockProps.faqs).toEqual({ heading: 'Partner questions' })
  })

  it('setting a partner-layer prop back to the template value removes the override', () => {
    const template = pageBlocks(texts, 'partner-shop', null).blocks
    type Partner = { id: string; routes: string[]; blockProps?: Record<string, Record<string, unknown>> }
    // A partner whose shop overrides a block's heading with a text of its own.
    const found = (JSON.parse(texts[PARTNERS_FILE]) as { partners: Partner[] }).partners
      .filter((p) => p.routes.includes('partner-shop'))
      .flatMap((p) => Object.entries(p.blockProps ?? {}).map(([id, props]) => ({ partner: p, id, props })))
      .find(
        ({ id, props }) =>
          typeof props.heading === 'string' && props.heading !== template.find((b) => b.id === id)?.props.heading,
      )!
    const templateHeading = template.find((b) => b.id === found.id)!.props.heading
    const page = pageBlocks(texts, 'partner-shop', found.partner.id).blocks
    const edited = page.map((b) => (b.id === found.id ? { ...b, props: { ...b.props, heading: templateHeading } } : b))
    const after = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: found.partner.id,
      layer: 'partner',
      blocks: edited,
    })
    const saved = (JSON.parse(after[PARTNERS_FILE]) as { partners: Partner[] }).partners.find(
      (p) => p.id === found.partner.id,
    )!
    expect(saved.blockProps?.[found.id]?.heading).toBeUndefined()
    // The block's other overrides stay; a block left with none is dropped from blockProps.
    const others = Object.keys(found.props).filter((key) => key !== 'heading')
    if (others.length) expect(Object.keys(saved.blockProps![found.id]!)).toEqual(others)
    else expect(saved.blockProps?.[found.id]).toBeUndefined()
    expect(after[ROUTES_FILE]).toBe(texts[ROUTES_FILE])
  })

  it('the same edit in the template layer changes the template only: an override entry of just that prop', () => {
    const page = pageBlocks(texts, 'partner-shop', firstPartner.id).blocks
    const edited = page.map((b) =>
      b.id === 'faqs' ? { ...b, props: { ...b.props, heading: 'Everyone’s questions' } } : b,
    )
    const after = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: firstPartner.id,
      layer: 'template',
      blocks: edited,
    })
    expect(after[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
    const route = JSON.parse(after[ROUTES_FILE]).routes.find((r: { name: string }) => r.name === 'partner-shop')
    // faqs comes from /shop (partner-shop extends it): the partner shop gets its own change, /shop keeps its heading.
    expect(route.blocks.find((b: { id: string }) => b.id === 'faqs')).toEqual({
      id: 'faqs',
      props: { heading: 'Everyone’s questions' },
    })
    expect(pageBlocks(after, 'shop', null).blocks.find((b) => b.id === 'faqs')!.props.heading).toBe(
      shop.find((b) => b.id === 'faqs')!.props.heading,
    )
  })

  it('shows the composed page: shared sections resolved, inherited blocks marked', () => {
    const page = pageBlocks(texts, 'partner-shop', null).blocks
    expect(page.map((b) => b.id)).toEqual(shop.map((b) => b.id))
    expect(page.find((b) => b.id === 'faqs')).toMatchObject({ inherited: true })
    const sectioned = shop.find((b) => b.section)!
    const sections = JSON.parse(texts[SECTIONS_FILE]).sections
    expect(sectioned.type).toBe(sections[sectioned.section!].type)
  })

  it('a prop edit on a shared-section block writes a minimal override into the route', () => {
    const sectioned = shop.find((b) => b.section && typeof b.props.heading === 'string')!
    const edited = shop.map((b) =>
      b.id === sectioned.id ? { ...b, props: { ...b.props, heading: 'Trusted by neighbours' } } : b,
    )
    const after = applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'template', blocks: edited })
    expect(after[SECTIONS_FILE]).toBe(texts[SECTIONS_FILE])
    const entry = JSON.parse(after[ROUTES_FILE])
      .routes.find((r: { name: string }) => r.name === 'shop')
      .blocks.find((b: { id: string }) => b.id === sectioned.id)
    const was = JSON.parse(texts[ROUTES_FILE])
      .routes.find((r: { name: string }) => r.name === 'shop')
      .blocks.find((b: { id: string }) => b.id === sectioned.id)
    expect(entry).toEqual({ ...was, props: { ...was.props, heading: 'Trusted by neighbours' } })
    const { removed, added } = changedLines(texts[ROUTES_FILE], after[ROUTES_FILE])
    expect(removed.length + added.length).toBeLessThanOrEqual(4)
  })

  it('in the shared-section layer the same edit lands in sections.json and reaches every page using it', () => {
    // A text prop the section sets and /shop does not override.
    const shopEntries = JSON.parse(texts[ROUTES_FILE]).routes.find((r: { name: string }) => r.name === 'shop')
      .blocks as Array<{ id: string; props?: object }>
    const sections = JSON.parse(texts[SECTIONS_FILE]).sections as Record<string, { props: Record<string, unknown> }>
    const [sectioned, prop] = shop
      .filter((b) => b.section)
      .flatMap((b) =>
        Object.keys(sections[b.section!]!.props)
          .filter(
            (key) =>
              typeof sections[b.section!]!.props[key] === 'string' &&
              !(key in (shopEntries.find((e) => e.id === b.id)!.props ?? {})),
          )
          .map((key) => [b, key] as const),
      )[0]!
    const edited = shop.map((b) =>
      b.id === sectioned.id ? { ...b, props: { ...b.props, [prop]: 'Trusted by neighbours' } } : b,
    )
    const after = applyPageEdit(texts, { routeName: 'shop', partnerId: null, layer: 'section', blocks: edited })
    expect(after[ROUTES_FILE]).toBe(texts[ROUTES_FILE])
    expect(JSON.parse(after[SECTIONS_FILE]).sections[sectioned.section!].props[prop]).toBe('Trusted by neighbours')
    expect(changedLines(texts[SECTIONS_FILE], after[SECTIONS_FILE]).added).toHaveLength(1)
    const users = routesUsingSection(texts, sectioned.section!)
    expect(users).toContain('shop')
    expect(users).toContain('partner-shop')
    expect(pageBlocks(after, 'partner-shop', null).blocks.find((b) => b.id === sectioned.id)!.props[prop]).toBe(
      'Trusted by neighbours',
    )
  })

  it('reordering the partner shop moves the block in /shop, the route it extends, unless told otherwise', () => {
    const page = pageBlocks(texts, 'partner-shop', null).blocks
    const moved = [...page]
    const [faqs] = moved.splice(
      moved.findIndex((b) => b.id === 'faqs'),
      1,
    )
    moved.splice(2, 0, faqs!)
    const toBase = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template',
      blocks: moved,
    })
    expect(pageBlocks(toBase, 'shop', null).blocks.map((b) => b.id)).toEqual(moved.map((b) => b.id))
    expect(changedLines(texts[ROUTES_FILE], toBase[ROUTES_FILE])).toEqual({ removed: [], added: [] })

    const own = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template',
      listTarget: 'route',
      blocks: moved,
    })
    expect(pageBlocks(own, 'shop', null).blocks.map((b) => b.id)).toEqual(shop.map((b) => b.id))
    expect(pageBlocks(own, 'partner-shop', null).blocks.map((b) => b.id)).toEqual(moved.map((b) => b.id))
    expect(
      JSON.parse(own[ROUTES_FILE])
        .routes.find((r: { name: string }) => r.name === 'partner-shop')
        .blocks.find((b: { id: string }) => b.id === 'faqs'),
    ).toEqual({ id: 'faqs', after: moved[1]!.id })
  })

  it('removing a block on the partner shop only, with the route as target, writes remove: true', () => {
    const page = pageBlocks(texts, 'partner-shop', null).blocks.filter((b) => b.id !== 'faqs')
    const own = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template',
      listTarget: 'route',
      blocks: page,
    })
    expect(pageBlocks(own, 'partner-shop', null).blocks.map((b) => b.id)).toEqual(page.map((b) => b.id))
    expect(pageBlocks(own, 'shop', null).blocks.map((b) => b.id)).toEqual(shop.map((b) => b.id))
  })

  it("a move in the partner layer changes only that partner's entry: its blockChanges for the route", () => {
    const page = pageBlocks(texts, 'partner-offer-page', 'lakeshore-moving').blocks
    const moved = page.filter((b) => b.id !== 'how-it-works' && b.id !== 'reviews')
    moved.splice(
      moved.findIndex((b) => b.id === 'schedule') + 1,
      0,
      page.find((b) => b.id === 'how-it-works')!,
    )
    const after = applyPageEdit(texts, {
      routeName: 'partner-offer-page',
      partnerId: 'lakeshore-moving',
      layer: 'partner',
      blocks: moved,
    })
    expect(after[ROUTES_FILE]).toBe(texts[ROUTES_FILE])
    const partners = (file: string) =>
      (JSON.parse(file) as { partners: Array<Record<string, unknown> & { id: string }> }).partners
    const lakeshore = partners(after[PARTNERS_FILE]).find((p) => p.id === 'lakeshore-moving')!
    // One hide and one move (either block of the swapped pair may be the one written as moved).
    const changes = (lakeshore.blockChanges as Record<string, Array<Record<string, unknown>>>)['partner-offer-page']!
    expect(Object.keys(lakeshore.blockChanges as object)).toEqual(['partner-offer-page'])
    expect(changes[0]).toEqual({ id: 'reviews', remove: true })
    expect(changes).toHaveLength(2)
    // Every other partner, and the rest of Lakeshore's entry, as it was.
    partners(after[PARTNERS_FILE]).forEach((partner, i) => {
      const { blockChanges: _changes, ...rest } = partner
      expect(rest).toEqual(partners(texts[PARTNERS_FILE])[i])
    })
    expect(pageBlocks(after, 'partner-offer-page', 'lakeshore-moving').blocks.map((b) => b.id)).toEqual(
      moved.map((b) => b.id),
    )
    expect(pageBlocks(after, 'partner-offer-page', 'keystone-realty').blocks.map((b) => b.id)).toEqual(
      page.map((b) => b.id),
    )
    // Back to the template's order: the partner's own order goes, and the file is as it was.
    const back = applyPageEdit(after, {
      routeName: 'partner-offer-page',
      partnerId: 'lakeshore-moving',
      layer: 'partner',
      blocks: pageBlocks(texts, 'partner-offer-page', 'lakeshore-moving').blocks,
    })
    expect(back[PARTNERS_FILE]).toBe(texts[PARTNERS_FILE])
  })

  it('refuses to add a block in the partner layer: new blocks belong to the template', () => {
    const page = pageBlocks(texts, 'partner-shop', firstPartner.id).blocks
    expect(() =>
      applyPageEdit(texts, {
        routeName: 'partner-shop',
        partnerId: firstPartner.id,
        layer: 'partner',
        blocks: [...page, { id: 'cta-band', type: 'CtaBand', props: {} }],
      }),
    ).toThrow(EditRefused)
  })

  it('places a problem of the edited texts at its block and prop', () => {
    const routeIndex = JSON.parse(texts[ROUTES_FILE]).routes.findIndex((r: { name: string }) => r.name === 'shop')
    const edit = { routeName: 'shop', partnerId: null, layer: 'template' as const, blocks: shop }
    const placed = placeIssues(
      [
        {
          file: ROUTES_FILE,
          line: 1,
          column: 1,
          path: `routes[${routeIndex}].blocks[1].props.heading`,
          message: 'must NOT have fewer than 1 characters',
        },
      ],
      texts,
      edit,
    )
    expect(placed[0]).toMatchObject({ blockId: shop[1]!.id, prop: 'heading' })
  })

  it('edits of two inherited blocks each get their own override entry', () => {
    const page = pageBlocks(texts, 'partner-shop', null).blocks
    const edited = page.map((b) =>
      b.id === 'faqs' || b.id === 'cart' ? { ...b, props: { ...b.props, heading: `New ${b.id}` } } : b,
    )
    const after = applyPageEdit(texts, {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template',
      blocks: edited,
    })
    const composed = pageBlocks(after, 'partner-shop', null).blocks
    expect(composed.find((b) => b.id === 'faqs')!.props.heading).toBe('New faqs')
    expect(composed.find((b) => b.id === 'cart')!.props.heading).toBe('New cart')
    expect(after[SECTIONS_FILE]).toBe(texts[SECTIONS_FILE])
  })

  it('places problems written in a shared section or in an extending route’s entry at the page’s block', () => {
    const routes = JSON.parse(texts[ROUTES_FILE]).routes as Array<{ name: string; blocks?: Array<{ id: string }> }>
    const partnerShop = routes.findIndex((r) => r.name === 'partner-shop')
    const zipEntry = routes[partnerShop]!.blocks!.findIndex((b) => b.id === 'zip-hero')
    const edit = {
      routeName: 'partner-shop',
      partnerId: null,
      layer: 'template' as const,
      blocks: pageBlocks(texts, 'partner-shop', null).blocks,
    }
    const placed = placeIssues(
      [
        {
          file: SECTIONS_FILE,
          line: 1,
          column: 1,
          path: 'sections["trust-badges"].props.ariaLabel',
          message: 'must be string',
        },
        {
          file: ROUTES_FILE,
          line: 1,
          column: 1,
          path: `routes[${partnerShop}].blocks[${zipEntry}].props.heading`,
          message: 'must be string',
        },
      ],
      texts,
      edit,
    )
    expect(placed[0]).toMatchObject({ blockId: 'trust', prop: 'ariaLabel' })
    expect(placed[1]).toMatchObject({ blockId: 'zip-hero', prop: 'heading' })
  })

  it('a change inside a shared list item is written beside "shared", on this page only', () => {
    const blocks = pageBlocks(texts, 'home', null).blocks.map((block) => {
      if (block.id !== 'featured-devices') return block
      const items = (block.props.items as Array<Record<string, unknown>>).map((item, i) =>
        i === 0 ? { ...item, description: 'A camera for the driveway.' } : item,
      )
      return { ...block, props: { ...block.props, items } }
    })
    const after = applyPageEdit(texts, { routeName: 'home', partnerId: null, layer: 'template', blocks })
    expect(after[SECTIONS_FILE]).toBe(texts[SECTIONS_FILE])
    const home = JSON.parse(after[ROUTES_FILE]).routes.find((r: { name: string }) => r.name === 'home')
    const devices = home.blocks.find((b: { id: string }) => b.id === 'featured-devices')
    expect(devices.props.items).toEqual([
      { shared: 'outdoor-camera-card', description: 'A camera for the driveway.' },
      { shared: 'doorbell-camera-card' },
      { shared: 'smart-lock-card' },
    ])
  })
})

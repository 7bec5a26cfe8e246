import { describe, expect, it } from 'vitest'
import type { RouteConfig } from '../../../schemas/generated/routes.ts'
import type { SharedItem, SharedSection } from '../../../schemas/generated/sections.ts'
import { composeRoutes } from '../composeRoutes.ts'

const sections: Record<string, SharedSection> = {
  reviews: {
    type: 'ReviewsCarousel',
    props: { heading: 'What customers say', rating: 4.8, tone: { background: 'white', accent: 'blue' } },
  },
  deals: { type: 'ProductCards', props: { items: [{ shared: 'lock-card' }], footnote: 'Prices before tax' } },
  broken: { type: 'ProductCards', props: { items: [{ shared: 'lok-card' }] } },
}

const sharedItems: Record<string, SharedItem> = {
  'lock-card': { item: { name: 'Smart Lock', description: 'Keypad deadbolt', features: ['Auto-lock'] } },
}

const route = (name: string, rest: Partial<RouteConfig>): RouteConfig => ({
  name,
  path: `/${name}`,
  layout: 'default',
  meta: { title: name },
  ...rest,
})

function compose(routes: RouteConfig[]) {
  const problems: string[] = []
  const composition = composeRoutes(
    routes,
    sections,
    (file, path, message) => problems.push(`${file} ${path.join('.')}: ${message}`),
    sharedItems,
  )
  return {
    composition,
    problems,
    ids: (name: string) => composition.routes.find((r) => r.name === name)!.blocks.map((b) => b.id),
  }
}

describe('composeRoutes', () => {
  it('gives a block its shared section type and props, with the route overriding some of them', () => {
    const { composition, problems } = compose([
      route('home', {
        blocks: [
          { id: 'reviews', section: 'reviews', props: { heading: 'Loved by families', tone: { accent: 'green' } } },
        ],
      }),
    ])
    expect(problems).toEqual([])
    expect(composition.routes[0]!.blocks).toEqual([
      {
        id: 'reviews',
        type: 'ReviewsCarousel',
        props: { heading: 'Loved by families', rating: 4.8, tone: { background: 'white', accent: 'green' } },
      },
    ])
  })

  it('locates each composed prop where it was written: route over shared section', () => {
    const { composition } = compose([
      route('home', { blocks: [{ id: 'reviews', section: 'reviews', props: { tone: { accent: 'green' } } }] }),
    ])
    expect(composition.locate(['routes', 0, 'blocks', 0, 'props', 'tone', 'accent'])).toEqual({
      file: 'routes.json',
      path: ['routes', 0, 'blocks', 0, 'props', 'tone', 'accent'],
    })
    expect(composition.locate(['routes', 0, 'blocks', 0, 'props', 'tone', 'background'])).toEqual({
      file: 'site-config/sections.json',
      path: ['sections', 'reviews', 'props', 'tone', 'background'],
    })
    expect(composition.locate(['routes', 0, 'blocks', 0, 'props', 'rating'])).toEqual({
      file: 'site-config/sections.json',
      path: ['sections', 'reviews', 'props', 'rating'],
    })
    expect(composition.blockOrigin(0, 0)!.layers.map((layer) => layer.layer)).toEqual(['shared section', 'route'])
    expect(composition.propOrigin(0, 0, ['rating'])).toEqual({
      layer: 'shared section',
      file: 'site-config/sections.json',
      path: ['sections', 'reviews', 'props', 'rating'],
    })
    expect(composition.propOrigin(0, 0, ['tone', 'accent'])).toMatchObject({ layer: 'route', file: 'routes.json' })
    expect(composition.propOrigin(0, 0, ['heading'])).toMatchObject({ layer: 'shared section' })
    expect(composition.propOrigin(0, 0, ['reviews'])).toBeNull()
  })

  it("lets a route inherit another route's blocks in that route's order, changing only what differs", () => {
    const shop = route('shop', {
      blocks: [
        { id: 'cart', type: 'Cart' },
        { id: 'hero', type: 'Hero', props: { heading: 'Shop', subheading: 'Pick a package' } },
        { id: 'faqs', type: 'FaqList' },
        { id: 'legal', type: 'LegalBlock' },
      ],
    })
    const partnerShop = route('partner-shop', {
      extends: 'shop',
      blocks: [
        { id: 'hero', props: { heading: 'Shop {{partner.name}}' } },
        { id: 'legal', remove: true },
        { id: 'partner-note', type: 'TextSection', after: 'hero' },
        { id: 'banner', type: 'TextSection', before: 'cart' },
      ],
    })
    const { composition, problems, ids } = compose([partnerShop, shop])
    expect(problems).toEqual([])
    expect(ids('partner-shop')).toEqual(['banner', 'cart', 'hero', 'partner-note', 'faqs'])
    expect(composition.routes[0]!.blocks[2]).toEqual({
      id: 'hero',
      type: 'Hero',
      props: { heading: 'Shop {{partner.name}}', subheading: 'Pick a package' },
    })
    // The inherited prop is located in the route it comes from, the override in the route that changed it.
    expect(composition.locate(['routes', 0, 'blocks', 2, 'props', 'subheading'])).toEqual({
      file: 'routes.json',
      path: ['routes', 1, 'blocks', 1, 'props', 'subheading'],
    })
    expect(composition.locate(['routes', 0, 'blocks', 2, 'props', 'heading'])).toEqual({
      file: 'routes.json',
      path: ['routes', 0, 'blocks', 0, 'props', 'heading'],
    })

    // Reordering the shop reorders the partner shop.
    const reordered = { ...shop, blocks: [shop.blocks![2]!, shop.blocks![0]!, shop.blocks![1]!, shop.blocks![3]!] }
    expect(compose([partnerShop, reordered]).ids('partner-shop')).toEqual([
      'faqs',
      'banner',
      'cart',
      'hero',
      'partner-note',
    ])
  })

  it('refuses list changes on a route that extends nothing', () => {
    const { problems } = compose([route('home', { blocks: [{ id: 'hero', type: 'Hero', after: 'cart' }] })])
    expect(problems).toEqual([
      'routes.json routes.0.blocks.0.after: "after" changes an inherited block list; this route has no "extends"',
    ])
  })

  it('puts in the shared list items a route names, with the keys written beside "shared" winning', () => {
    const { composition, problems } = compose([
      route('home', {
        blocks: [
          {
            id: 'devices',
            type: 'ProductCards',
            props: {
              heading: 'Devices',
              items: [{ shared: 'lock-card' }, { name: 'Plug' }, { shared: 'lock-card', ribbon: 'Sale' }],
            },
          },
        ],
      }),
    ])
    expect(problems).toEqual([])
    const lock = { name: 'Smart Lock', description: 'Keypad deadbolt', features: ['Auto-lock'] }
    expect((composition.routes[0]!.blocks[0]!.props as { items: unknown[] }).items).toEqual([
      lock,
      { name: 'Plug' },
      { ...lock, ribbon: 'Sale' },
    ])
    // A value of a shared item is located in sections.json `items`, an override beside "shared" in the route.
    const at = (...path: Array<string | number>) => ['routes', 0, 'blocks', 0, 'props', 'items', ...path]
    expect(composition.locate(at(0, 'features', 0))).toEqual({
      file: 'site-config/sections.json',
      path: ['items', 'lock-card', 'item', 'features', 0],
    })
    expect(composition.propOrigin(0, 0, ['items', 2, 'name'])).toEqual({
      layer: 'shared item',
      file: 'site-config/sections.json',
      path: ['items', 'lock-card', 'item', 'name'],
    })
    expect(composition.locate(at(2, 'ribbon'))).toEqual({ file: 'routes.json', path: at(2, 'ribbon') })
    expect(composition.locate(at(1, 'name'))).toEqual({ file: 'routes.json', path: at(1, 'name') })
    expect(composition.blockOrigin(0, 0)!.layers[0]!.sharedItems).toEqual([
      { at: ['items', 0], name: 'lock-card', own: [] },
      { at: ['items', 2], name: 'lock-card', own: ['ribbon'] },
    ])
  })

  it('puts in the shared list items a shared section names, located in sections.json `items`', () => {
    const { composition, problems } = compose([route('home', { blocks: [{ id: 'deals', section: 'deals' }] })])
    expect(problems).toEqual([])
    expect(composition.routes[0]!.blocks[0]!.props).toEqual({
      items: [{ name: 'Smart Lock', description: 'Keypad deadbolt', features: ['Auto-lock'] }],
      footnote: 'Prices before tax',
    })
    expect(composition.propOrigin(0, 0, ['items', 0, 'name'])).toEqual({
      layer: 'shared item',
      file: 'site-config/sections.json',
      path: ['items', 'lock-card', 'item', 'name'],
    })
    expect(composition.propOrigin(0, 0, ['footnote'])).toEqual({
      layer: 'shared section',
      file: 'site-config/sections.json',
      path: ['sections', 'deals', 'props', 'footnote'],
    })
  })

  it('reports an unknown shared item a shared section names at its "shared" key in sections.json', () => {
    const { problems } = compose([route('home', { blocks: [{ id: 'deals', section: 'broken' }] })])
    expect(problems).toEqual([
      'site-config/sections.json sections.broken.props.items.0.shared: unknown shared item; expected a name from site-config/sections.json "items": lock-card',
    ])
  })

  it('reports an unknown shared item at its "shared" key, in a route and in a change to an inherited block', () => {
    const { problems } = compose([
      route('home', { blocks: [{ id: 'devices', type: 'ProductCards', props: { items: [{ shared: 'lock-crad' }] } }] }),
      route('copy', { extends: 'home', blocks: [{ id: 'devices', props: { items: [{ shared: 'plug-card' }] } }] }),
    ])
    const expected = 'unknown shared item; expected a name from site-config/sections.json "items": lock-card'
    expect(problems).toEqual([
      `routes.json routes.0.blocks.0.props.items.0.shared: ${expected}`,
      `routes.json routes.1.blocks.0.props.items.0.shared: ${expected}`,
    ])
  })
})

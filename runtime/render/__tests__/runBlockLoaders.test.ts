import { afterEach, describe, expect, it, vi } from 'vitest'
import { runBlockLoaders } from '../runBlockLoaders.server.ts'
import { PageNotFound, pageNotFound } from '../BlockLoader.ts'
import { minimalSite } from '../../../tests/support/fixtureSite.ts'
import { pageWithBlocks } from '../../../tests/support/renderPage.tsx'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import type { BlockServices } from '../BlockServices.ts'

describe('runBlockLoaders', () => {
  afterEach(() => vi.restoreAllMocks())

  it('attaches each loader result to its block, with the page context', async () => {
    const page = pageWithBlocks(
      [
        { id: 'a', type: 'Hero', props: { heading: 'A' } },
        { id: 'b', type: 'TextSection', props: { paragraphs: ['B'] } },
      ],
      '/keystoneoffer',
    )
    const loaders = new Map([
      [
        'Hero',
        ({ props, context }: { props: unknown; context: { leadSource: string } }) => ({
          heading: (props as { heading: string }).heading,
          leadSource: context.leadSource,
        }),
      ],
    ])
    const loaded = await runBlockLoaders(page, servicesFor(minimalSite()), loaders)
    expect(loaded.blocks).toEqual([
      { id: 'a', type: 'Hero', props: page.blocks[0]!.props, data: { heading: 'A', leadSource: 'keystonerealty' } },
      { id: 'b', type: 'TextSection', props: page.blocks[1]!.props },
    ])
  })

  it('hands every loader the services it was given, with one read of each catalogue for the whole render', async () => {
    const page = pageWithBlocks([
      { id: 'a', type: 'Hero', props: { heading: 'A' } },
      { id: 'b', type: 'TextSection', props: { paragraphs: ['B'] } },
    ])
    const services = { ...servicesFor(minimalSite()) }
    const read = vi.spyOn(services.catalogue, 'catalogue')
    const seen: BlockServices[] = []
    const catalogues: unknown[] = []
    const remember = async ({ services: given }: { services: BlockServices }) => {
      seen.push(given)
      catalogues.push(await given.catalogue.catalogue('harbor'), await given.catalogue.catalogue('keystone'))
      return {}
    }
    await runBlockLoaders(
      page,
      services,
      new Map([
        ['Hero', remember],
        ['TextSection', remember],
      ]),
    )
    expect(seen).toHaveLength(2)
    for (const given of seen) {
      expect(given.content).toBe(services.content)
      expect(given.checkout).toBe(services.checkout)
      expect(given.settings).toBe(services.settings)
    }
    // Two loaders asked for two catalogues each: the client read each once, and both loaders got the same read.
    expect(read.mock.calls.map(([catalogId]) => catalogId)).toEqual(['harbor', 'keystone'])
    expect(catalogues[0]).toBe(catalogues[2])
    expect(catalogues[1]).toBe(catalogues[3])
    // The next render reads afresh (promotions start and end between renders).
    await runBlockLoaders(page, services, new Map([['Hero', remember]]))
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('leaves out a block whose loader fails and keeps the rest of the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = pageWithBlocks([
      { id: 'broken', type: 'Hero', props: { heading: 'A' } },
      { id: 'fine', type: 'TextSection', props: { paragraphs: ['B'] } },
    ])
    const loaders = new Map([['Hero', async () => Promise.reject(new Error('CMS is down'))]])
    const loaded = await runBlockLoaders(page, servicesFor(minimalSite()), loaders)
    expect(loaded.blocks.map((b) => b.id)).toEqual(['fine'])
    expect(loaded.layout.header.map((b) => b.type)).toEqual(['SiteHeader'])
    expect(String(logged.mock.calls[0]?.[0])).toContain('block "broken" (Hero) left out of /')
  })

  it('lets a loader set the page title and description from what it loaded', async () => {
    const page = pageWithBlocks([{ id: 'a', type: 'Hero', props: { heading: 'A' } }])
    const loaders = new Map([
      [
        'Hero',
        ({ setMeta }: { setMeta: (m: object) => void }) => (
          setMeta({ title: 'Camera shows offline | Harbor', description: 'Fix it' }),
          {}
        ),
      ],
    ])
    const loaded = await runBlockLoaders(page, servicesFor(minimalSite()), loaders as never)
    expect(loaded.meta).toMatchObject({
      title: 'Camera shows offline | Harbor',
      description: 'Fix it',
      robots: page.meta.robots,
    })
  })

  it('lets a loader make a number its content declares the page’s own, keeping the others', async () => {
    const page = pageWithBlocks([{ id: 'place', type: 'Hero', props: { heading: 'A' } }])
    const loaders = new Map([
      [
        'Hero',
        ({ setPhones }: { setPhones: (p: object) => void }) => (
          setPhones({ sales: '(214) 555-0140', popup: '(214) 555-0140' }),
          {}
        ),
      ],
    ])
    const loaded = await runBlockLoaders(page, servicesFor(minimalSite()), loaders as never)
    expect(loaded.context.phones).toEqual({
      ...page.context.phones,
      sales: '(214) 555-0140',
      popup: '(214) 555-0140',
    })
    // The resolved page is not changed in place: the next request starts from the route's numbers.
    expect(page.context.phones.sales).not.toBe('(214) 555-0140')
  })

  it('fails the whole page with PageNotFound when a loader finds its parameters name nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = pageWithBlocks([{ id: 'article', type: 'Hero', props: { heading: 'A' } }])
    const loaders = new Map([['Hero', async () => Promise.reject(pageNotFound('no help article "x"'))]])
    await expect(runBlockLoaders(page, servicesFor(minimalSite()), loaders as never)).rejects.toBeInstanceOf(
      PageNotFound,
    )
    expect(logged).not.toHaveBeenCalled()
  })
})

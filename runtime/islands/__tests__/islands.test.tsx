import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../PageModel.ts'
import { loadPageBlocks } from '../../render/loadPageBlocks.ts'
import { blockRegistry } from '../../../blocks/registry.ts'
import { loadedBlock } from '../../render/blockModules.ts'
import { pageWithBlocks, renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'
import { islandBootHtml } from '../islandBootHtml.server.ts'
import { islandPayloadHtml, readIslandPayload } from '../islandPayload.ts'
import { isInView, islandOrder } from '../islandOrder.ts'
import { pageIslands } from '../pageIslands.ts'
import { QUERY_PRESENT } from '../bootScript.ts'
import { clientPageModel } from '../clientPageModel.ts'
import { siteReadsOf } from '../siteReads.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

const staticAndInteractive = () =>
  pageWithBlocks([
    { id: 'text', type: 'TextSection', props: { heading: 'Plain', paragraphs: ['Words.'] } },
    { id: 'more', type: 'TextSection', props: { heading: 'More', paragraphs: ['Other words.'] } },
    { id: 'chat', type: 'ChatBubble', props: { hideBelow: 'wide' } },
  ])

/** A page of static blocks in a layout without chrome, lead forms or tag manager. */
function staticOnlyPage(): PageModel {
  const page = staticAndInteractive()
  return {
    ...page,
    blocks: page.blocks.filter((block) => block.type !== 'ChatBubble'),
    layout: { ...page.layout, header: [], footer: [], leadForms: false, tagManagerContainer: null },
  }
}

describe('islands on the server', () => {
  it('makes islands of the interactive blocks only, and renders each into its own element', async () => {
    const page = staticAndInteractive()
    await loadPageBlocks(page, blockRegistry)
    const islands = pageIslands(page)
    const blockIslands = islands.filter((island) => island.kind === 'block')
    expect(blockIslands.map((island) => island.block.id)).toContain('chat')
    expect(blockIslands.map((island) => island.block.id)).not.toContain('text')
    expect(blockIslands.map((island) => island.block.id)).not.toContain('more')
    const html = await renderLoadedPageHtml(page)
    const chatIsland = blockIslands.find((island) => island.block.id === 'chat')!
    expect(html).toContain(`data-island="${chatIsland.key}"`)
    // The static blocks are in the page, outside any island.
    expect(html).toMatch(/<section[^>]*id="text"/)
    expect(html.split('data-island=').length - 1).toBe(islands.length)
  })

  it('marks the islands of blocks that hydrate on arrival (the header), and only those', async () => {
    const page = realSite().resolve('/shop')
    await loadPageBlocks(page, blockRegistry)
    const blockIslands = pageIslands(page).flatMap((island) => (island.kind === 'block' ? [island] : []))
    const onArrival = blockIslands.filter((island) => island.onArrival).map((island) => island.block.type)
    // Exactly the blocks whose definition says so; /shop has two (the header, the cart bar).
    const declared = blockIslands
      .filter((island) => loadedBlock(island.block.type)?.hydrate === 'onArrival')
      .map((island) => island.block.type)
    expect(declared.length).toBeGreaterThan(0)
    expect(onArrival.sort()).toEqual(declared.sort())
    expect(blockIslands.length).toBeGreaterThan(onArrival.length)
  })

  it('carries the events that wake a boxless island or one hydrated on use, from its definition (the shop dialog and customiser, the chat bubble)', async () => {
    const page = realSite().resolve('/shop')
    await loadPageBlocks(page, blockRegistry)
    const blockIslands = pageIslands(page).flatMap((island) => (island.kind === 'block' ? [island] : []))
    const woken = Object.fromEntries(
      blockIslands.filter((island) => island.hydrateOn).map((island) => [island.block.type, island.hydrateOn]),
    )
    expect(woken).toEqual({
      ShopCustomizePackage: ['harbor:shop-view-changed'],
      ShopProductSection: ['harbor:shop-package-changed', 'harbor:shop-view-changed'],
      ShopErrorModal: ['harbor:ecomm-error'],
      ChatBubble: ['harbor:open-chat'],
    })
    // The chat bubble hydrates on use (its press, or "Live Chat" elsewhere), not on arrival nor in view.
    const chat = blockIslands.find((island) => island.block.type === 'ChatBubble')!
    expect(chat).toMatchObject({ onUse: true })
    expect(chat.onArrival).toBeUndefined()
    // …unless the tab holds a conversation of an earlier page: the loader reads this key (rater report 7, E6).
    expect(chat.arrivesWithStored).toBe('harbor.chat')
    // Exactly the islands whose definition names a key (on this page the chat), none by accident.
    const typesOf = (islands: typeof blockIslands) => islands.map((island) => island.block.type)
    expect(typesOf(blockIslands.filter((island) => island.arrivesWithStored))).toEqual(
      typesOf(blockIslands.filter((island) => loadedBlock(island.block.type)?.hydrateOnArrivalWithStored)),
    )
  })

  it('a page without islands says so in its HTML and loads code only when its query holds attribution', async () => {
    const page = staticOnlyPage()
    await loadPageBlocks(page, blockRegistry)
    expect(pageIslands(page)).toEqual([])
    expect(await renderLoadedPageHtml(page)).toContain('data-hydrated="true"')
    const boot = islandBootHtml(page, null, false)
    expect(boot).toContain(`if(!(${QUERY_PRESENT}))return`)
    const withIslands = staticAndInteractive()
    await loadPageBlocks(withIslands, blockRegistry)
    expect(islandBootHtml(withIslands, 'n0nce', false)).toContain('if(!(true))return')
    expect(islandBootHtml(withIslands, 'n0nce', false)).toContain('nonce="n0nce"')
  })

  it('carries the payload in a JSON block that no text can close', () => {
    const page = staticOnlyPage()
    const payload = {
      model: { ...page, meta: { ...page.meta, title: '</script><script>alert(1)</script>' } },
      islands: [],
    }
    const html = islandPayloadHtml(payload)
    expect(html.indexOf('</script>')).toBe(html.length - '</script>'.length)
    const text = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    const doc = { getElementById: () => ({ textContent: text }) } as unknown as Document
    expect(readIslandPayload(doc)?.model.meta.title).toBe('</script><script>alert(1)</script>')
  })
})

describe('loader data two islands share', () => {
  it('is written once and read back whole into each island', async () => {
    const { model: page } = await renderUrl('/shop')
    const islands = pageIslands(page)
    const payload = { model: clientPageModel(page, islands, siteReadsOf(page)), islands }
    const html = islandPayloadHtml(payload)
    const text = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    // The shop's package table and product section both carry the catalogue's packages: once in the page.
    const packages = islands.flatMap((island) =>
      island.kind === 'block' &&
      typeof island.block.data === 'object' &&
      island.block.data &&
      'packages' in island.block.data
        ? [island.block.data.packages]
        : [],
    )
    expect(packages.length).toBeGreaterThanOrEqual(2)
    const packagesJson = JSON.stringify(packages[0]).replace(/</g, '\\u003c')
    expect(text.split(packagesJson).length - 1).toBe(1)
    expect(text.length).toBeLessThan(JSON.stringify(payload).length - packagesJson.length)
    const doc = { getElementById: () => ({ textContent: text }) } as unknown as Document
    expect(readIslandPayload(doc)).toEqual(JSON.parse(JSON.stringify(payload)))
  })
})

describe('the page data the browser receives', () => {
  it('holds the forms and navigation sections its islands read, and no other', async () => {
    const full = pageWithBlocks([{ id: 'quote', type: 'LeadForm', props: { formId: 'consultation-form' } }])
    // Chrome without a footer: its navigation section is not needed in the browser.
    const page = { ...full, layout: { ...full.layout, footer: [] } }
    await loadPageBlocks(page, blockRegistry)
    await renderLoadedPageHtml(page)
    const islands = pageIslands(page)
    const site = clientPageModel(page, islands, siteReadsOf(page)).site
    const modalForm = page.site.forms.consultationModal.form
    expect(Object.keys(site.forms.forms).sort()).toEqual([...new Set(['consultation-form', modalForm])].sort())
    expect(Object.keys(page.site.forms.forms).length).toBeGreaterThan(Object.keys(site.forms.forms).length)
    expect(site.navigation).not.toHaveProperty('footer')
    // What the islands read is there, whole.
    expect(site.forms.forms['consultation-form']).toEqual(page.site.forms.forms['consultation-form'])
  })

  it('on the real /secure page: none of the site’s other forms, and less than the whole model', async () => {
    const runtime = realSite()
    const page = runtime.resolve('/secure?utm_ads=lowcost-envir')
    await loadPageBlocks(page, blockRegistry)
    await renderLoadedPageHtml(page)
    const islands = pageIslands(page)
    const model = clientPageModel(page, islands, siteReadsOf(page))
    const used = new Set(
      [...page.layout.header, ...page.blocks, ...page.layout.footer].flatMap((block) =>
        'formId' in block.props && typeof block.props.formId === 'string' ? [block.props.formId] : [],
      ),
    )
    used.add(page.site.forms.consultationModal.form)
    for (const formId of Object.keys(model.site.forms.forms)) expect(used, formId).toContain(formId)
    expect(JSON.stringify(model).length).toBeLessThan(JSON.stringify(page).length * 0.8)
  })
})

/** A stand-in for an island's element with one child box at `top`..`top + height`. */
function islandElement(top: number, height = 100) {
  const child = { getBoundingClientRect: () => ({ top, bottom: top + height, height }) }
  return { children: [child] } as unknown as Element
}

describe('the order in which islands hydrate', () => {
  it('only wanted islands hydrate: touched ones first, then the others in the order they became wanted', async () => {
    const order = islandOrder()
    const pending = new Set(['header', 'hero', 'faq', 'chat'])
    const take = () => {
      const key = order.next((candidate) => pending.has(candidate))
      if (key) pending.delete(key)
      return key
    }
    order.want('header')
    order.want('hero')
    // The visitor touches the chat island before the hero has hydrated.
    order.want('chat', true)
    expect(take()).toBe('chat')
    expect(take()).toBe('header')
    expect(take()).toBe('hero')
    // The FAQ, below the fold, waits until it is wanted (scrolled to).
    expect(take()).toBeUndefined()
    const woken = order.whenWanted()
    order.want('faq')
    await woken
    expect(take()).toBe('faq')
    expect(take()).toBeUndefined()
  })

  it('an island is in view when one of its children is', () => {
    expect(isInView(islandElement(0), 800)).toBe(true)
    expect(isInView(islandElement(700), 800)).toBe(true)
    expect(isInView(islandElement(800), 800)).toBe(false)
    expect(isInView(islandElement(-200), 800)).toBe(false)
    expect(isInView(islandElement(100, 0), 800)).toBe(false)
  })
})

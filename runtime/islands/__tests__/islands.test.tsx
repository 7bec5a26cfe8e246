import { describe, expect, it } from 'vitest'
import type { PageModel } from '../../PageModel.ts'
import { loadPageBlocks } from '../../render/blockModules.ts'
import { pageWithBlocks, renderLoadedPageHtml } from '../../../tests/support/renderPage.tsx'
import { islandBootHtml } from '../islandBootHtml.server.ts'
import { islandPayloadHtml, readIslandPayload } from '../islandPayload.ts'
import { islandOrder } from '../islandOrder.ts'
import { pageIslands } from '../pageIslands.ts'
import { QUERY_PRESENT } from '../bootScript.ts'
import { clientPageModel } from '../clientPageModel.ts'
import { siteReadsOf } from '../siteReads.ts'
import { realSite } from '../../../tests/support/realSite.ts'

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
    await loadPageBlocks(page)
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

  it('a page without islands says so in its HTML and loads code only when its query holds attribution', async () => {
    const page = staticOnlyPage()
    await loadPageBlocks(page)
    expect(pageIslands(page)).toEqual([])
    expect(await renderLoadedPageHtml(page)).toContain('data-hydrated="true"')
    const boot = islandBootHtml(page, null, false)
    expect(boot).toContain(`if(!(${QUERY_PRESENT}))return`)
    const withIslands = staticAndInteractive()
    await loadPageBlocks(withIslands)
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

describe('the page data the browser receives', () => {
  it('holds the forms and navigation sections its islands read, and no other', async () => {
    const full = pageWithBlocks([{ id: 'quote', type: 'LeadForm', props: { formId: 'consultation-form' } }])
    // Chrome without a footer: its navigation section is not needed in the browser.
    const page = { ...full, layout: { ...full.layout, footer: [] } }
    await loadPageBlocks(page)
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
    await loadPageBlocks(page)
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
function placed(key: string, top: number, height = 100) {
  const child = { getBoundingClientRect: () => ({ top, bottom: top + height, height }) }
  return { key, element: { children: [child] } as unknown as Element }
}

describe('the order in which islands hydrate', () => {
  it('in view first, then the rest in document order; an island the visitor touches jumps the queue', () => {
    const order = islandOrder(
      [placed('header', 0), placed('faq', 2000), placed('hero', 300), placed('chat', 3000)],
      800,
    )
    const pending = new Set(['header', 'faq', 'hero', 'chat'])
    const listeners = new Map<string, (event: Event) => void>()
    order.watchInteractions({
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      removeEventListener: () => {},
    })
    const take = () => {
      const key = order.next((candidate) => pending.has(candidate))!
      pending.delete(key)
      return key
    }
    expect(take()).toBe('header')
    // The visitor focuses something in the chat island while the others wait.
    const chatElement = { getAttribute: () => 'chat' }
    listeners.get('focusin')!({ target: { closest: () => chatElement } } as unknown as Event)
    expect(take()).toBe('chat')
    expect(take()).toBe('hero')
    expect(take()).toBe('faq')
    expect(order.next((candidate) => pending.has(candidate))).toBeUndefined()
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile, collectPageErrors, hydrated } from './support/browser.ts'
import { realSite } from '../support/realSite.ts'

const baseUrl = inject('baseUrl')
const browser = browserPerFile()

/** In the page: records, at the moment the root is marked hydrated, how many block boundaries React owns. */
function recordBoundariesAtHydratedMark() {
  const state = window as unknown as { boundaries?: { total: number; hydrated: number } }
  const isReactOwned = (node: Element | null) =>
    !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
  new MutationObserver((records, observer) => {
    if (!records.some((record) => (record.target as HTMLElement).dataset?.hydrated === 'true')) return
    observer.disconnect()
    const starts: Comment[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
    while (walker.nextNode())
      if ((walker.currentNode as Comment).data === '$') starts.push(walker.currentNode as Comment)
    state.boundaries = {
      total: starts.length,
      hydrated: starts.filter((start) => isReactOwned(start.nextElementSibling)).length,
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
}

describe('hydration: paint first, then React, block by block', () => {
  it('renders every block inside its own Suspense boundary', async () => {
    const response = await fetch(`${baseUrl}/`)
    const html = await response.text()
    const model = realSite().resolve('/')
    const blocks = model.layout.header.length + model.blocks.length + model.layout.footer.length
    expect(html.split('<!--$-->').length - 1).toBeGreaterThanOrEqual(blocks)
  })

  it('loads React DOM only after the first paint, and marks the page hydrated only once every block is', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.addInitScript(recordBoundariesAtHydratedMark)
    await page.goto(`${baseUrl}/`)
    await hydrated(page)
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
      // React DOM's chunk is the one that defines hydrateRoot; find it among the loaded scripts by its text.
      return Promise.all(scripts.map(async (entry) => ({ entry, text: await (await fetch(entry.name)).text() }))).then(
        (loaded) => {
          const reactDom = loaded.find(({ text }) => text.includes('hydrateRoot'))
          return { firstPaint: paint?.startTime, reactDomRequested: reactDom?.entry.startTime }
        },
      )
    })
    expect(order.firstPaint).toBeTypeOf('number')
    expect(order.reactDomRequested).toBeTypeOf('number')
    expect(order.reactDomRequested!).toBeGreaterThan(order.firstPaint!)
    const boundaries = await page.evaluate(
      () => (window as unknown as { boundaries?: { total: number; hydrated: number } }).boundaries,
    )
    expect(boundaries!.total).toBeGreaterThan(10)
    expect(boundaries!.hydrated).toBe(boundaries!.total)
    expect(errors).toEqual([])
    await context.close()
  })

  it('hydrates under a paused fake clock too (no timer or animation frame stands in the way)', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.clock.install({ time: new Date('2026-11-23T12:00:00-06:00') })
    await page.clock.pauseAt(new Date('2026-11-23T12:00:01-06:00'))
    await page.goto(`${baseUrl}/faqs`)
    await hydrated(page)
    await context.close()
  })
})

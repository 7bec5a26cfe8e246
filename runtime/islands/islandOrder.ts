import { ISLAND_ATTRIBUTE } from './pageIslands.ts'

/** Input that means the visitor is about to use an island: it hydrates next, ahead of the others. */
const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const

export interface PlacedIsland {
  key: string
  element: Element
}

/**
 * The order in which a page's islands hydrate: first any island the visitor has touched (a tap on the
 * header's menu button, a focus in a form), then the islands in view, then the rest in document order.
 */
export function islandOrder(islands: readonly PlacedIsland[], viewportHeight = window.innerHeight) {
  const touched: string[] = []
  const inView = islands.filter((island) => isInView(island.element, viewportHeight)).map((island) => island.key)
  const all = islands.map((island) => island.key)
  const onInteraction = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.(`[${ISLAND_ATTRIBUTE}]`)
    const key = island?.getAttribute(ISLAND_ATTRIBUTE)
    if (key && !touched.includes(key)) touched.push(key)
  }
  return {
    /** The next island to hydrate among those still pending. */
    next(isPending: (key: string) => boolean): string | undefined {
      for (const list of [touched, inView, all]) {
        const key = list.find(isPending)
        if (key !== undefined) return key
      }
      return undefined
    },
    /** Listens for input on islands until the returned function is called. */
    watchInteractions(target: Pick<Document, 'addEventListener' | 'removeEventListener'>): () => void {
      for (const type of INTERACTION_EVENTS)
        target.addEventListener(type, onInteraction, { capture: true, passive: true })
      return () => {
        for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInteraction, { capture: true })
      }
    },
  }
}

/** An island's element adds no box (display: contents), so it is in view when one of its children is. */
function isInView(element: Element, viewportHeight: number): boolean {
  return [...element.children].some((child) => {
    const rect = child.getBoundingClientRect()
    return rect.height > 0 && rect.bottom > 0 && rect.top < viewportHeight
  })
}

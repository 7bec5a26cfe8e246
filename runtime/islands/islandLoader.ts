import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { attributionSettingsFrom } from '../../services/attribution/index.ts'
import { sessionValue, storeAttributionFromLocation } from '../../services/attribution/browser.ts'
import { loadOrReload } from '../render/chunkReload.ts'
import { type BlockModules, loadBlockTypes } from '../render/blockModules.ts'
import type { FrameParts } from '../render/FrameParts.ts'
import { createEmotionCache } from '../render/emotion/emotionCache.ts'
import { themeFromBrand } from '../render/theme.ts'
import { nextTask } from '../render/yieldToBrowser.ts'
import { IslandTree } from './IslandTree.tsx'
import { readIslandPayload } from './islandPayload.ts'
import { ISLAND_ATTRIBUTE, type IslandSpec, islandIdPrefix } from './pageIslands.ts'
import { type HeldInput, holdInput } from './heldInput.ts'
import { isInView, islandOrder } from './islandOrder.ts'

/** Code for an island just below the fold starts loading this far ahead, so it is usually ready on arrival. */
export const VIEW_MARGIN = '0px 0px 200px 0px'

interface PendingIsland {
  spec: IslandSpec
  element: HTMLElement
  /** What the visitor does to the island's server HTML before it hydrates, kept and redone after. */
  held: HeldInput
  /** Its block's code, requested once the island is wanted. */
  code?: Promise<unknown>
  /** For a boxless island woken by events (BlockDefinition's `hydrateOn`): stops listening, gives back what woke it. */
  wake?: () => Event[]
}

/** What the browser entry (blocks/islandEntry.ts) hands in: the interactive blocks' code and the frame's parts. */
export interface IslandParts {
  blocks: BlockModules
  frame: FrameParts
}

/**
 * The island loader, started by the browser entry that the page's boot script requests after the first paint
 * (bootScript.ts; the entry is blocks/islandEntry.ts, which hands in the blocks' code). It stores the
 * visit's attribution, then hydrates each island alone into its own element (pageIslands.ts), one per task so
 * no long task holds up input. Only islands the visitor can see load their code and hydrate: those in view,
 * those whose block says `hydrate: 'onArrival'` (BlockDefinition), the frame's (lead modals, tag manager,
 * which answer events from anywhere) and any without a box (shown later by other islands) unless its block names
 * the events that show it (`hydrateOn`: then it waits for the first, and receives it once hydrated); one whose
 * block says `hydrate: 'onUse'` waits for the first touch on it or the first of its `hydrateOn` events; an island
 * below the fold waits until it comes near the viewport or is touched, and what was pressed or typed on it
 * meanwhile is redone once it has hydrated (heldInput.ts). Static blocks are never hydrated and their code never
 * loads. Each island gets `data-island-hydrated` once hydrated; the page root gets `data-hydrated="true"` once
 * the islands wanted on arrival have.
 */
export async function startIslands({ blocks, frame }: IslandParts): Promise<void> {
  // Each step in a task of its own (evaluating the modules, reading the payload, placing the islands), so
  // none is a long task on a slow phone.
  await nextTask()
  const payload = readIslandPayload()
  if (!payload) return
  const { model, islands } = payload
  // Spec §7.5 "utm-cookies": on every page load, islands or not.
  storeAttributionFromLocation(attributionSettingsFrom(model.site))
  if (islands.length === 0) return
  await nextTask()
  const guardMs = model.site.constants.display.chunkReloadGuardMs

  const order = islandOrder()
  const pending = new Map<string, PendingIsland>()
  const want = (key: string, byTouch = false) => {
    const island = pending.get(key)
    if (!island) return
    const { spec } = island
    // The frame's islands came with the entry; a block's code comes from the interactive blocks' table.
    island.code ??=
      spec.kind === 'block' ? loadOrReload(() => loadBlockTypes(blocks, [spec.block.type]), guardMs) : Promise.resolve()
    order.want(key, byTouch)
  }
  const watcher = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const key = entry.isIntersecting ? islandKeyOf(entry.target) : undefined
        if (key) want(key)
      }
    },
    { rootMargin: VIEW_MARGIN },
  )
  const onArrival: string[] = []
  for (const spec of islands) {
    const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${spec.key}"]`)
    if (!element) continue
    const island: PendingIsland = {
      spec,
      element,
      held: holdInput(element, () => want(spec.key, true), { links: true }),
    }
    pending.set(spec.key, island)
    const boxless = !hasBox(element)
    if (spec.kind === 'block' && spec.onUse) {
      // Only when used: a touch on it (held above) or one of its events from elsewhere; or on arrival when the
      // tab holds what it resumes (the chat's conversation of an earlier page), its events caught meanwhile.
      if (spec.hydrateOn) island.wake = wakeOnEvents(spec.hydrateOn, () => want(spec.key, true))
      if (spec.arrivesWithStored && sessionValue(spec.arrivesWithStored) !== null) onArrival.push(spec.key)
    } else if (spec.kind === 'block' && boxless && spec.hydrateOn && !spec.onArrival)
      island.wake = wakeOnEvents(spec.hydrateOn, () => want(spec.key, true))
    else if (spec.kind !== 'block' || spec.onArrival || boxless || isInView(element, window.innerHeight))
      onArrival.push(spec.key)
    else for (const child of element.children) watcher.observe(child)
  }
  for (const key of onArrival) want(key)
  // After the layout reads above: Emotion's cache adopts the server's style tags by moving them, which makes the
  // browser restyle the page; a layout read after that would pay for the restyle inside this task.
  const cache = createEmotionCache({ speedy: true, nonce: pageNonce() })
  const theme = themeFromBrand(model.site.brand)

  const waitingForArrival = new Set(onArrival)
  const markArrivalHydrated = () => {
    const root = document.querySelector<HTMLElement>('[data-layout]')
    if (root && waitingForArrival.size === 0) root.dataset.hydrated = 'true'
  }
  markArrivalHydrated()
  while (pending.size > 0) {
    const key = order.next((candidate) => pending.has(candidate))
    if (key === undefined) {
      await order.whenWanted()
      continue
    }
    const island = pending.get(key)!
    pending.delete(key)
    await island.code
    const afterHydration = island.held.beforeHydration()
    await hydrateIsland(island.spec, island.element, { model, theme, cache, frame })
    island.element.setAttribute('data-island-hydrated', 'true')
    afterHydration()
    // The island's listeners are in place now: the events that woke it reach them too.
    for (const event of island.wake?.() ?? []) window.dispatchEvent(event)
    for (const child of island.element.children) watcher.unobserve(child)
    if (waitingForArrival.delete(key)) markArrivalHydrated()
    // The next island in a task of its own: the browser handles input and paints in between.
    await nextTask()
  }
  watcher.disconnect()
}

/**
 * Listens for the window events that wake a boxless island (dialogs and views other islands open); `wake` runs on
 * the first. The returned function stops listening and gives back a copy of each event caught, to dispatch again
 * once the island has hydrated: it was asked before it could listen. Site events are CustomEvents with a detail.
 */
function wakeOnEvents(types: readonly string[], wake: () => void): () => Event[] {
  const caught: Event[] = []
  const listener = (event: Event) => {
    caught.push(new CustomEvent(event.type, { detail: (event as CustomEvent<unknown>).detail }))
    wake()
  }
  for (const type of types) window.addEventListener(type, listener)
  return () => {
    for (const type of types) window.removeEventListener(type, listener)
    return caught
  }
}

/** The key of the island an element (one of an island's children) belongs to. */
function islandKeyOf(element: Element): string | undefined {
  return element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) ?? undefined
}

/** Whether any of an island's children shows a box: one that shows none cannot come into view. */
function hasBox(element: Element): boolean {
  return [...element.children].some((child) => child.getClientRects().length > 0)
}

function hydrateIsland(
  spec: IslandSpec,
  element: HTMLElement,
  shared: Pick<Parameters<typeof IslandTree>[0], 'model' | 'theme' | 'cache' | 'frame'>,
): Promise<void> {
  return new Promise((resolve) => {
    // In a transition React hydrates in slices and yields to the browser between them, so a large island (the
    // shop's product section) is no long task.
    startTransition(() => {
      hydrateRoot(element, createElement(IslandTree, { spec, ...shared, onHydrated: resolve }), {
        identifierPrefix: islandIdPrefix(spec.key),
        // An island that fails is reported and the others still hydrate.
        onUncaughtError: (error) => {
          console.error(error)
          resolve()
        },
      })
    })
  })
}

/** The nonce the server gave this response's scripts (none on prerendered pages); the browser hides the attribute but keeps the property. */
function pageNonce(): string | null {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || null
}

import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { attributionSettingsFrom } from '../../services/attribution/index.ts'
import { storeAttributionFromLocation } from '../../services/attribution/browser.ts'
import { loadOrReload } from '../render/chunkReload.ts'
import { loadBlockTypes } from '../render/blockModules.ts'
import { createEmotionCache } from '../render/emotion/emotionCache.ts'
import { themeFromBrand } from '../render/theme.ts'
import { nextTask } from '../render/yieldToBrowser.ts'
import { IslandTree } from './IslandTree.tsx'
import { readIslandPayload } from './islandPayload.ts'
import { ISLAND_ATTRIBUTE, type IslandSpec, islandIdPrefix } from './pageIslands.ts'
import { islandOrder } from './islandOrder.ts'

/**
 * The browser entry, requested by the page's boot script after the first paint (bootScript.ts). It stores the
 * visit's attribution, then hydrates each island alone into its own element (pageIslands.ts), one per task so
 * no long task holds up input: islands in view first, any island the visitor touches meanwhile next. Static
 * blocks are never hydrated and their code never loads. The page root gets `data-hydrated="true"` once every
 * island has hydrated, and each island `data-island-hydrated`.
 */
async function start(): Promise<void> {
  const payload = readIslandPayload()
  if (!payload) return
  const { model, islands } = payload
  // Spec §7.5 "utm-cookies": on every page load, islands or not.
  storeAttributionFromLocation(attributionSettingsFrom(model.site))
  if (islands.length === 0) return
  const guardMs = model.site.constants.display.chunkReloadGuardMs
  const blockTypes = islands.flatMap((island) => (island.kind === 'block' ? [island.block.type] : []))
  await loadOrReload(() => loadBlockTypes(blockTypes), guardMs)

  const cache = createEmotionCache({ speedy: true, nonce: pageNonce() })
  const theme = themeFromBrand(model.site.brand)
  const pending = new Map<string, { spec: IslandSpec; element: HTMLElement }>()
  for (const spec of islands) {
    const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${spec.key}"]`)
    if (element) pending.set(spec.key, { spec, element })
  }
  const order = islandOrder([...pending.values()].map(({ spec, element }) => ({ key: spec.key, element })))
  const stopWatching = order.watchInteractions(document)
  while (pending.size > 0) {
    const key = order.next((candidate) => pending.has(candidate))
    if (key === undefined) break
    const island = pending.get(key)!
    pending.delete(key)
    await hydrateIsland(island.spec, island.element, { model, theme, cache })
    island.element.setAttribute('data-island-hydrated', 'true')
    // The next island in a task of its own: the browser handles input and paints in between.
    await nextTask()
  }
  stopWatching()
  const root = document.querySelector<HTMLElement>('[data-layout]')
  if (root) root.dataset.hydrated = 'true'
}

function hydrateIsland(
  spec: IslandSpec,
  element: HTMLElement,
  shared: Pick<Parameters<typeof IslandTree>[0], 'model' | 'theme' | 'cache'>,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(element, createElement(IslandTree, { spec, ...shared, onHydrated: resolve }), {
      identifierPrefix: islandIdPrefix(spec.key),
      // An island that fails is reported and the others still hydrate.
      onUncaughtError: (error) => {
        console.error(error)
        resolve()
      },
    })
  })
}

/** The nonce the server gave this response's scripts (none on prerendered pages); the browser hides the attribute but keeps the property. */
function pageNonce(): string | null {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || null
}

void start()

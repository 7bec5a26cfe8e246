import type { BlockInstance, PageModel } from '../PageModel.ts'
import { loadedBlock } from '../render/blockModules.ts'

/**
 * One part of a page that runs in the browser: an interactive block, or a piece of the page's frame
 * (the lead modals, the tag manager). The server renders it into its own element (`data-island`) and the
 * browser hydrates it there, alone; everything else on the page is plain HTML and never hydrated.
 */
export type IslandSpec =
  | {
      key: string
      kind: 'block'
      block: BlockInstance
      onArrival?: true
      /** Hydrates only when used or asked by its events, never for being seen (BlockDefinition's `hydrate: 'onUse'`). */
      onUse?: true
      /** The window events that wake the island when it has no box or hydrates on use (BlockDefinition's `hydrateOn`). */
      hydrateOn?: readonly string[]
      /** With `onUse`: the sessionStorage key that makes it hydrate on arrival (`hydrateOnArrivalWithStored`). */
      arrivesWithStored?: string
    }
  | { key: string; kind: 'leadModals'; leadForms: boolean }
  | { key: string; kind: 'tagManager'; containerId: string; hosts: readonly string[] }

/** What the server hands the browser's island loader, as JSON in the page. */
export interface IslandPayload {
  /** The page data the islands read through the context hooks (clientPageModel). */
  model: PageModel
  islands: IslandSpec[]
}

/** The id of the JSON data block that carries the islands and the page data they read. */
export const ISLAND_DATA_ID = 'islands-data'

/** The attribute that marks an island's element; its value is the island's key. */
export const ISLAND_ATTRIBUTE = 'data-island'

/**
 * The page's islands in document order: its interactive blocks (header, main, footer) and the frame's
 * browser parts. Needs the page's block code loaded (loadPageBlocks), which knows each block's `interactive`.
 */
export function pageIslands(model: PageModel): IslandSpec[] {
  const blocks = [...model.layout.header, ...model.blocks, ...model.layout.footer]
  const islands: IslandSpec[] = []
  blocks.forEach((block, index) => {
    const definition = loadedBlock(block.type)
    if (!definition) throw new Error(`block type "${block.type}" was not loaded before rendering`)
    if (!definition.interactive) return
    const key = `b${index}`
    islands.push({
      key,
      kind: 'block',
      block,
      ...(definition.hydrate === 'onArrival' || arrivesWithQuery(definition.hydrateOnArrivalWithQuery, model)
        ? { onArrival: true as const }
        : definition.hydrate === 'onUse'
          ? { onUse: true as const }
          : {}),
      ...(definition.hydrateOn?.length ? { hydrateOn: definition.hydrateOn } : {}),
      ...(definition.hydrate === 'onUse' && definition.hydrateOnArrivalWithStored
        ? { arrivesWithStored: definition.hydrateOnArrivalWithStored }
        : {}),
    })
  })
  // Opens the lead modals on request (header "Get a Quote", #modal-consultation links, the shop's events).
  if (model.layout.leadForms) islands.push({ key: 'lead-modals', kind: 'leadModals', leadForms: true })
  if (model.layout.tagManagerContainer)
    islands.push({
      key: 'tag-manager',
      kind: 'tagManager',
      containerId: model.layout.tagManagerContainer,
      hosts: model.site.constants.frame.tagManagerHosts,
    })
  return islands
}

/** Whether the page's query holds one of `names` (the values a block woken by events applies on arrival). */
function arrivesWithQuery(names: readonly string[] | undefined, model: PageModel): boolean {
  return !!names?.some((name) => model.context.query[name] !== undefined)
}

/** React's useId prefix of an island, the same on both sides, so two islands never share an id. */
export function islandIdPrefix(key: string): string {
  return `${key}-`
}

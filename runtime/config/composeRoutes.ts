import type { BlockConfig, BlockEntry, RouteConfig } from '../../schemas/generated/routes.ts'
import type { SharedItem, SharedSection } from '../../schemas/generated/sections.ts'
import type { ComposedRoute } from '../SiteConfig.ts'
import { type IssueSink, ROUTES_FILE, SECTIONS_FILE } from './IssueSink.ts'
import { mergeProps } from '../routing/placeholders.ts'
import { type ListChangeProblem, placeInList, removeFromList } from './blockListChanges.ts'
import { type SharedItemUse, expandSharedItems, sharedItemPlace } from './sharedItems.ts'

type JsonPath = ReadonlyArray<string | number>

/**
 * The layers a block's props are composed from at config load, lowest first (partner and query variant come
 * later). A "shared item" is a list item a route names with `{ "shared": … }`, written in sections.json `items`.
 */
export type CompositionLayer = 'shared section' | 'route' | 'shared item'

/** One layer's props of a block and where a person wrote them. */
export interface PropsLayer {
  layer: CompositionLayer
  file: string
  /** JSON path of the layer's props object in `file`. */
  path: JsonPath
  props: Record<string, unknown>
  /** The shared list items this layer's props name (already expanded in `props`). */
  sharedItems?: SharedItemUse[]
}

/** Where a composed block comes from: the entry that placed it, and its props layers lowest first. */
export interface BlockOrigin {
  file: string
  /** JSON path of the block entry that put the block on this page (in the route or in a route it extends). */
  path: JsonPath
  /** The shared section it uses, if any. */
  section: string | null
  layers: PropsLayer[]
}

/** A place in a config file. */
export interface SourcePlace {
  file: string
  path: JsonPath
}

/** Routes with every shared section and inherited block list resolved, and the way back to what was written. */
export interface RouteComposition {
  routes: ComposedRoute[]
  /** Origin of block `b` of composed route `r`. */
  blockOrigin(routeIndex: number, blockIndex: number): BlockOrigin | undefined
  /**
   * Where a person wrote the value at a path of the composed routes.json: a prop of a block is found in
   * the highest layer that sets it (route over the route it extends over the shared section).
   */
  locate(path: JsonPath): SourcePlace
  /** Which layer set a prop of block `b` of route `r` (`propPath` inside its props), and where; null if none did. */
  propOrigin(
    routeIndex: number,
    blockIndex: number,
    propPath: JsonPath,
  ): (SourcePlace & { layer: CompositionLayer }) | null
}

interface PlacedBlock {
  block: BlockConfig
  origin: BlockOrigin
}

/** What composing routes.json works with: the files' contents, the report, and the lists composed so far. */
interface Composing {
  routes: readonly RouteConfig[]
  sections: Readonly<Record<string, SharedSection>>
  sharedItems: Readonly<Record<string, SharedItem>>
  report: IssueSink
  indexByName: ReadonlyMap<string, number>
  composed: Map<number, PlacedBlock[]>
  /** Routes whose inherited list could not be made: routes extending them are not reported again. */
  broken: Set<number>
}

/**
 * Resolves `section` and `extends` in routes.json: each block gets its type and its props merged from its
 * shared section and its route entries; a route that extends another takes its block list in the same
 * order and applies its own entries by id; a list item written `{ "shared": name }` in a route's props is
 * the shared item of that name (`sharedItems`, sections.json `items`). Problems are reported where they are
 * written; the result is the plain route list the rest of the runtime reads.
 */
export function composeRoutes(
  routes: readonly RouteConfig[],
  sections: Readonly<Record<string, SharedSection>>,
  report: IssueSink,
  sharedItems: Readonly<Record<string, SharedItem>> = {},
): RouteComposition {
  const state: Composing = {
    routes,
    sections,
    sharedItems,
    report,
    indexByName: new Map(routes.map((route, index) => [route.name, index])),
    composed: new Map(),
    broken: new Set(),
  }
  const composedRoutes = routes.map((route, index): ComposedRoute => {
    const { extends: _extends, blocks: _blocks, ...rest } = route
    return { ...rest, blocks: composeRoute(state, index, []).map((placed) => placed.block) }
  })
  return { routes: composedRoutes, ...originLookups(state.composed) }
}

/** A block entry on its own: its type from the entry or its shared section, and its props layers. */
function resolveEntry(state: Composing, entry: BlockEntry, at: JsonPath): PlacedBlock | null {
  const { sections, report } = state
  const layers: PropsLayer[] = []
  let type = entry.type
  if (entry.section !== undefined) {
    const section = sections[entry.section]
    if (!section) {
      const known = Object.keys(sections)
      report(
        ROUTES_FILE,
        [...at, 'section'],
        `unknown shared section; expected a name from ${SECTIONS_FILE}${known.length ? `: ${known.join(', ')}` : ' (it has none)'}`,
        entry.section,
      )
      return null
    }
    if (type !== undefined && type !== section.type) {
      report(
        ROUTES_FILE,
        [...at, 'type'],
        `the shared section "${entry.section}" is a ${section.type}; leave "type" out or write "${section.type}"`,
        type,
      )
    }
    type = section.type
    layers.push(sectionLayer(state, entry.section, section.props))
  }
  if (type === undefined) {
    report(
      ROUTES_FILE,
      at,
      'a block needs a "type" (a registered block type) or a "section" (a shared section\'s name)',
      entry.id,
    )
    return null
  }
  if (entry.props) layers.push(routeLayer(state, entry.props, [...at, 'props']))
  const block: BlockConfig = { id: entry.id, type }
  if (layers.length) block.props = composeLayers(layers)
  copyEntrySettings(entry, block)
  return { block, origin: { file: ROUTES_FILE, path: at, section: entry.section ?? null, layers } }
}

/**
 * Props as written in a route or a shared section, with the shared list items they name put in: a section of
 * device cards names the same cards as the routes do (`device-deals`), not a copy of each.
 */
function expandedLayer(
  state: Composing,
  layer: 'route' | 'shared section',
  file: string,
  path: JsonPath,
  props: Record<string, unknown>,
): PropsLayer {
  const expanded = expandSharedItems(props, state.sharedItems, state.report, file, path)
  const placed: PropsLayer = { layer, file, path, props: expanded.props }
  if (expanded.uses.length) placed.sharedItems = expanded.uses
  return placed
}

/** A shared section's props (sections.json), with the shared list items they name put in. */
function sectionLayer(state: Composing, name: string, props: Record<string, unknown>): PropsLayer {
  return expandedLayer(state, 'shared section', SECTIONS_FILE, ['sections', name, 'props'], props)
}

/** A route's props for a block, with the shared list items they name put in. */
function routeLayer(state: Composing, props: Record<string, unknown>, path: JsonPath): PropsLayer {
  return expandedLayer(state, 'route', ROUTES_FILE, path, props)
}

/** What an entry sets besides props (its condition, its schedule) replaces what the block had. */
function copyEntrySettings(entry: BlockEntry, block: BlockConfig): void {
  if (entry.visibleWhen) block.visibleWhen = entry.visibleWhen
  if (entry.schedule) block.schedule = entry.schedule
}

/** A route's composed block list: its own entries, or the list it extends with its changes applied. */
function composeRoute(state: Composing, index: number, chain: number[]): PlacedBlock[] {
  const done = state.composed.get(index)
  if (done) return done
  const route = state.routes[index]!
  const entries = route.blocks ?? []
  const at = (b: number): JsonPath => ['routes', index, 'blocks', b]
  let list: PlacedBlock[]
  if (route.extends === undefined) {
    if (!route.blocks)
      state.report(
        ROUTES_FILE,
        ['routes', index],
        'a route needs "blocks" (or "extends" with the name of the route whose blocks it inherits)',
      )
    list = []
    entries.forEach((entry, b) => {
      reportListChangesWithoutExtends(state, entry, at(b))
      const placed = resolveEntry(state, entry, at(b))
      if (placed) list.push(placed)
    })
  } else {
    const inherited = inheritedBlocks(state, index, route.extends, chain)
    list = inherited ? [...inherited] : []
    if (!inherited) state.broken.add(index)
    // Without the inherited list the changes cannot be applied; its problem is reported once, at "extends".
    if (inherited) entries.forEach((entry, b) => applyChange(state, list, entry, at(b)))
  }
  state.composed.set(index, list)
  return list
}

function reportListChangesWithoutExtends(state: Composing, entry: BlockEntry, at: JsonPath): void {
  for (const key of ['after', 'before', 'remove'] as const) {
    if (entry[key] !== undefined)
      state.report(
        ROUTES_FILE,
        [...at, key],
        `"${key}" changes an inherited block list; this route has no "extends"`,
        entry[key],
      )
  }
}

/** The composed list of the route named in `extends`, or null (reported) when there is none to take. */
function inheritedBlocks(state: Composing, index: number, parentName: string, chain: number[]): PlacedBlock[] | null {
  const { routes, report } = state
  const parentIndex = state.indexByName.get(parentName)
  const at = ['routes', index, 'extends']
  if (parentIndex === undefined) {
    report(ROUTES_FILE, at, 'unknown route; expected the name of a route in routes.json', parentName)
    return null
  }
  if (parentIndex === index || chain.includes(parentIndex)) {
    const names = [...chain, index, parentIndex]
      .slice([...chain, index].indexOf(parentIndex))
      .map((i) => routes[i]!.name)
    report(ROUTES_FILE, at, `routes extend each other in a circle: ${names.join(' → ')}`, parentName)
    return null
  }
  const parentBlocks = composeRoute(state, parentIndex, [...chain, index])
  return state.broken.has(parentIndex) ? null : parentBlocks
}

/** One entry of a route that extends another: a removal, a change to an inherited block, or a new block, placed. */
function applyChange(state: Composing, list: PlacedBlock[], entry: BlockEntry, at: JsonPath): void {
  const idOf = (placed: PlacedBlock) => placed.block.id
  const problem: ListChangeProblem = (key, message, value) => state.report(ROUTES_FILE, [...at, key], message, value)
  if (entry.remove) return void removeFromList(list, idOf, entry.id, problem)
  const inherited = list.find((placed) => placed.block.id === entry.id)
  const placed =
    inherited && entry.type === undefined && entry.section === undefined
      ? changedInheritedBlock(state, inherited, entry, at)
      : resolveEntry(state, entry, at)
  if (placed) placeInList(list, idOf, placed, entry, problem)
}

/** A change to an inherited block: its props gain a layer, its condition and dates may be replaced. */
function changedInheritedBlock(state: Composing, inherited: PlacedBlock, entry: BlockEntry, at: JsonPath): PlacedBlock {
  const layers = entry.props
    ? [...inherited.origin.layers, routeLayer(state, entry.props, [...at, 'props'])]
    : inherited.origin.layers
  const block: BlockConfig = { ...inherited.block }
  if (layers.length) block.props = composeLayers(layers)
  copyEntrySettings(entry, block)
  return { block, origin: { ...inherited.origin, layers } }
}

/** The way back from composed routes to what was written: block origins, and where a value is written. */
function originLookups(composed: ReadonlyMap<number, PlacedBlock[]>): Omit<RouteComposition, 'routes'> {
  const blockOrigin = (routeIndex: number, blockIndex: number) => composed.get(routeIndex)?.[blockIndex]?.origin
  return {
    blockOrigin,
    locate(path) {
      if (path[0] !== 'routes' || path[2] !== 'blocks' || typeof path[1] !== 'number' || typeof path[3] !== 'number')
        return { file: ROUTES_FILE, path }
      const origin = blockOrigin(path[1], path[3])
      if (!origin) return { file: ROUTES_FILE, path }
      const rest = path.slice(4)
      if (rest[0] === 'props') {
        const found = propLayer(origin, rest.slice(1))
        return found ? { file: found.file, path: found.path } : fallbackPlace(origin)
      }
      if (rest[0] === 'type' && origin.section)
        return { file: SECTIONS_FILE, path: ['sections', origin.section, 'type'] }
      return { file: origin.file, path: [...origin.path, ...rest] }
    },
    propOrigin(routeIndex, blockIndex, propPath) {
      const origin = blockOrigin(routeIndex, blockIndex)
      return origin && propPath.length ? propLayer(origin, propPath) : null
    },
  }
}

/** Merges props layers, lowest first: objects merge key by key, everything else replaces. */
export function composeLayers(layers: readonly PropsLayer[]): Record<string, unknown> {
  return layers.reduce<Record<string, unknown>>((props, layer) => mergeProps(props, layer.props), {})
}

/**
 * The highest layer that holds the prop (or the longest part of its path that exists); inside a shared list
 * item the layer names, the item in sections.json `items`, unless the reference overrides that key.
 */
function propLayer(origin: BlockOrigin, sub: JsonPath): (SourcePlace & { layer: CompositionLayer }) | null {
  for (let depth = sub.length; depth > 0; depth--) {
    const prefix = sub.slice(0, depth)
    for (let i = origin.layers.length - 1; i >= 0; i--) {
      const layer = origin.layers[i]!
      if (!has(layer.props, prefix)) continue
      const inSharedItem = layer.sharedItems && sharedItemPlace(layer.sharedItems, sub)
      if (inSharedItem) return { layer: 'shared item', file: SECTIONS_FILE, path: inSharedItem }
      return { layer: layer.layer, file: layer.file, path: [...layer.path, ...sub] }
    }
  }
  return null
}

/** A problem with no prop to point at (a missing required prop): the highest props object, else the entry. */
function fallbackPlace(origin: BlockOrigin): SourcePlace {
  const top = origin.layers.at(-1)
  return top ? { file: top.file, path: top.path } : { file: origin.file, path: origin.path }
}

function has(value: unknown, path: JsonPath): boolean {
  let node = value
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false
    node = (node as Record<string | number, unknown>)[key]
  }
  return true
}

/**
 * The one place the studio knows how routes.json and partners.json are shaped: reading a page's block
 * list and a partner's overrides, writing edits back as minimal text edits (jsonc-parser), and mapping a
 * config:check problem back to the block and prop it is about. Pages are read composed (shared sections
 * from site-config/sections.json, routes that extend others), and each edit is written to the layer it belongs to.
 */
import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser'
import type { RoutesConfig, BlockConfig, RouteConfig, BlockScheduleConfig } from '../../schemas/generated/routes.ts'
import type { SharedItem, SharedSection } from '../../schemas/generated/sections.ts'
import {
  composeLayers,
  composeRoutes,
  type PropsLayer,
  type RouteComposition,
} from '../../runtime/config/composeRoutes.ts'
import type { PartnersConfig } from '../../schemas/generated/partners.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { isPlainObject, mergeProps } from '../../runtime/routing/placeholders.ts'
import { applyMovesAndRemovals, movesAndRemovalsBetween } from '../../runtime/config/blockListChanges.ts'

export const ROUTES_FILE = 'routes.json'
export const PARTNERS_FILE = 'partners.json'
export const SECTIONS_FILE = 'site-config/sections.json'
export const EDITABLE_FILES = [ROUTES_FILE, PARTNERS_FILE, SECTIONS_FILE] as const
export type EditableFile = (typeof EDITABLE_FILES)[number]

/**
 * Where a prop edit goes: the page's route ("template"), the partner's overrides, or — for blocks that use
 * a shared section — the shared section itself (every page using it changes).
 */
export type Layer = 'template' | 'partner' | 'section'

/** Where moving, adding and removing blocks goes on a route that extends another: that base route (default) or this route's own changes. */
export type ListTarget = 'base' | 'route'

export interface ConfigTexts {
  [ROUTES_FILE]: string
  [PARTNERS_FILE]: string
  [SECTIONS_FILE]: string
}

/**
 * A block as the studio edits it: its props are the page's composed props (section, base route, route,
 * partner layer); its schedule (when it shows, America/Chicago) is the route entry's own `schedule`.
 */
export interface EditedBlock {
  id: string
  type: string
  props: Record<string, unknown>
  schedule?: BlockScheduleConfig
}

/** A block of an opened page, with where it comes from. */
export interface PageBlock extends EditedBlock {
  /** The shared section it uses, if any. */
  section: string | null
  /** Whether the block comes from the route this page's route extends (not written in the route itself). */
  inherited: boolean
}

/** What a save asks for: the page's blocks as edited, and the layer prop changes go to. */
export interface PageEdit {
  routeName: string
  partnerId: string | null
  layer: Layer
  /** On a route that extends another: where list changes go (default: the base route). */
  listTarget?: ListTarget
  blocks: EditedBlock[]
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

interface Composed {
  routes: RouteConfig[]
  composition: RouteComposition
}

/** routes.json with its shared sections and inherited block lists resolved, as the runtime composes it (problems are config:check's job). */
function compose(texts: ConfigTexts): Composed {
  const routes = (parse(texts[ROUTES_FILE]) as RoutesConfig).routes
  const shared = parse(texts[SECTIONS_FILE]) as {
    sections?: Record<string, SharedSection>
    items?: Record<string, SharedItem>
  }
  return { routes, composition: composeRoutes(routes, shared.sections ?? {}, () => undefined, shared.items) }
}

/** The page's composed blocks, with the partner's overrides merged when there is a partner. */
export function pageBlocks(
  texts: ConfigTexts,
  routeName: string,
  partnerId: string | null,
): { blocks: PageBlock[]; overrides: Record<string, Record<string, unknown>> } {
  const { routes, composition } = compose(texts)
  const index = routeIndexOf(routes, routeName)
  const partner = partnerId ? findPartner(texts, partnerId).partner : null
  const overrides = partner?.blockProps ?? {}
  const template = composition.routes[index]!.blocks.map((block, b) => {
    const origin = composition.blockOrigin(index, b)
    const shown: PageBlock = {
      id: block.id,
      type: block.type,
      props: mergeProps(block.props ?? {}, overrides[block.id] ?? {}),
      section: origin?.section ?? null,
      inherited: origin ? origin.path[1] !== index : false,
    }
    if (block.schedule) shown.schedule = block.schedule
    return shown
  })
  // The partner's own order of this route's blocks; its problems are config:check's to report.
  const changes = partner?.blockChanges?.[routeName] ?? []
  const blocks = applyMovesAndRemovals(
    template,
    (block) => block.id,
    changes,
    () => undefined,
  )
  return { blocks, overrides }
}

/** The template's block ids of a route, in the route's order, before any partner's own order. */
function templateIds(composition: RouteComposition, routeIndex: number): string[] {
  return composition.routes[routeIndex]!.blocks.map((block) => block.id)
}

/** The route a route extends (its block list), or null. */
export function baseRouteOf(texts: ConfigTexts, routeName: string): string | null {
  return (parse(texts[ROUTES_FILE]) as RoutesConfig).routes.find((route) => route.name === routeName)?.extends ?? null
}

/** Names of the routes whose composed pages use a shared section. */
export function routesUsingSection(texts: ConfigTexts, section: string): string[] {
  const { routes, composition } = compose(texts)
  return routes
    .filter((_route, r) =>
      composition.routes[r]!.blocks.some((_block, b) => composition.blockOrigin(r, b)?.section === section),
    )
    .map((route) => route.name)
}

/** The new texts of the config files after an edit; unchanged files come back identical. */
export function applyPageEdit(texts: ConfigTexts, edit: PageEdit): ConfigTexts {
  const { routes, composition } = compose(texts)
  const routeIndex = routeIndexOf(routes, edit.routeName)
  const { blocks: before } = pageBlocks(texts, edit.routeName, edit.partnerId)
  const sameList = before.length === edit.blocks.length && before.every((block, i) => block.id === edit.blocks[i]!.id)
  if (edit.layer === 'partner') return applyPartnerEdit(texts, composition, routeIndex, before, edit)
  // Prop changes first, each in the layer it belongs to, then the list itself.
  let out = { ...texts }
  // Indexes in the template's order: a partner's own order may show the blocks in another.
  const order = templateIds(composition, routeIndex)
  const beforeById = new Map(before.map((block) => [block.id, { block, index: order.indexOf(block.id) }]))
  for (const block of edit.blocks) {
    const was = beforeById.get(block.id)
    if (!was || isDeepStrictEqual(was.block.props, block.props)) continue
    const origin = composition.blockOrigin(routeIndex, was.index)
    if (!origin) continue
    if (edit.layer === 'section' && origin.section) {
      const own = origin.layers.find((layer) => layer.layer === 'shared section')!.props
      out = {
        ...out,
        [SECTIONS_FILE]: writeLayer(
          out[SECTIONS_FILE],
          ['sections', origin.section, 'props'],
          {},
          own,
          was.block.props,
          block.props,
        ),
      }
      continue
    }
    out = {
      ...out,
      [ROUTES_FILE]: writeRouteProps(
        out[ROUTES_FILE],
        routeIndex,
        block.id,
        origin.layers,
        was.block.props,
        block.props,
      ),
    }
  }
  out = { ...out, [ROUTES_FILE]: writeSchedules(out[ROUTES_FILE], routeIndex, before, edit.blocks) }
  if (sameList) return out
  return { ...out, [ROUTES_FILE]: writeBlockList(out, routes, routeIndex, before, edit) }
}

/**
 * A block's dates live in the route's own entry for it (`schedule`), whichever layer its props come from:
 * a shared section carries no dates, and an inherited block gets an entry with just its `schedule`.
 * Blocks added in this edit carry theirs in the entry written for them.
 */
function writeSchedules(
  text: string,
  routeIndex: number,
  before: readonly PageBlock[],
  blocks: readonly EditedBlock[],
): string {
  let out = text
  for (const block of blocks) {
    const was = before.find((candidate) => candidate.id === block.id)
    if (!was || isDeepStrictEqual(was.schedule, block.schedule)) continue
    const entries = (parse(out) as RoutesConfig).routes[routeIndex]!.blocks ?? []
    const at = entries.findIndex((entry) => entry.id === block.id)
    const schedule = block.schedule && Object.keys(block.schedule).length ? block.schedule : undefined
    if (at !== -1) out = setAt(out, ['routes', routeIndex, 'blocks', at, 'schedule'], schedule)
    else if (schedule) out = setAt(out, ['routes', routeIndex, 'blocks', entries.length], { id: block.id, schedule })
  }
  return out
}

/**
 * An edit in the partner's layer: changed props become the partner's overrides (`blockProps`), and moved
 * or hidden blocks the partner's own order of this route (`blockChanges`), on this partner's pages only.
 */
function applyPartnerEdit(
  texts: ConfigTexts,
  composition: RouteComposition,
  routeIndex: number,
  before: readonly PageBlock[],
  edit: PageEdit,
): ConfigTexts {
  if (!edit.partnerId) throw new EditRefused('this page has no partner layer')
  const { index: partnerIndex, partner } = findPartner(texts, edit.partnerId)
  const template = composition.routes[routeIndex]!.blocks
  const added = edit.blocks.filter((block) => !template.some((candidate) => candidate.id === block.id))
  if (added.length)
    throw new EditRefused(
      `a partner's page can move and hide the template's blocks, not add new ones: to add ${added.map((block) => `"${block.id}"`).join(', ')}, choose the template under "Edits go to"`,
    )
  const redated = edit.blocks.filter((block) => {
    const shown = before.find((candidate) => candidate.id === block.id)
    return shown && !isDeepStrictEqual(shown.schedule, block.schedule)
  })
  if (redated.length)
    throw new EditRefused(
      `a block's dates are the template's, on every page made from it: to change the dates of ${redated.map((block) => `"${block.id}"`).join(', ')}, choose the template under "Edits go to" (a partner's own dates are in its Edit partner form)`,
    )
  let partners = texts[PARTNERS_FILE]
  for (const block of edit.blocks) {
    const shown = before.find((candidate) => candidate.id === block.id)
    if (!shown) continue
    partners = writeLayer(
      partners,
      ['partners', partnerIndex, 'blockProps', block.id],
      template.find((candidate) => candidate.id === block.id)!.props ?? {},
      partner.blockProps?.[block.id] ?? {},
      shown.props,
      block.props,
    )
  }
  const wanted = edit.blocks.map((block) => block.id)
  if (
    !isDeepStrictEqual(
      wanted,
      before.map((block) => block.id),
    )
  )
    partners = writePartnerOrder(partners, partnerIndex, edit.routeName, templateIds(composition, routeIndex), wanted)
  return { ...texts, [PARTNERS_FILE]: partners }
}

/** The partner's own order of a route, written as the fewest moves and hides from the template's order; none left removes it. */
function writePartnerOrder(
  text: string,
  partnerIndex: number,
  routeName: string,
  template: readonly string[],
  wanted: readonly string[],
): string {
  const changes = movesAndRemovalsBetween(template, wanted)
  const all = findNodeAtLocation(parseTree(text)!, ['partners', partnerIndex, 'blockChanges'])
  const others = (all?.children ?? []).filter((property) => property.children?.[0]?.value !== routeName).length
  if (!changes.length && !others) return setAt(text, ['partners', partnerIndex, 'blockChanges'], undefined)
  return setAt(text, ['partners', partnerIndex, 'blockChanges', routeName], changes.length ? changes : undefined)
}

/**
 * Writes a prop change into the route's own entry for the block (an override over its shared section or
 * the route it extends); an inherited block the route does not mention yet gets an entry with just the change.
 */
function writeRouteProps(
  text: string,
  routeIndex: number,
  id: string,
  layers: readonly PropsLayer[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string {
  // The text as edited so far: an earlier block's change may have added an entry.
  const entries = (parse(text) as RoutesConfig).routes[routeIndex]!.blocks ?? []
  const at = entries.findIndex((entry) => entry.id === id)
  const ownLayer = layers.find((layer) => layer.layer === 'route' && layer.path[1] === routeIndex)
  const lower = composeLayers(layers.filter((layer) => layer !== ownLayer))
  if (at === -1) {
    const props = changedOverride({}, lower, before, after)
    if (!Object.keys(props).length) return text
    return setAt(text, ['routes', routeIndex, 'blocks', entries.length], { id, props })
  }
  return writeLayer(text, ['routes', routeIndex, 'blocks', at, 'props'], lower, ownLayer?.props ?? {}, before, after)
}

/** The override a layer holds after the change, starting from `own` (used for entries that do not exist yet). */
function changedOverride(
  own: Record<string, unknown>,
  lower: Record<string, unknown>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const text = writeLayer(JSON.stringify({ props: own }), ['props'], lower, own, before, after)
  return (parse(text) as { props?: Record<string, unknown> }).props ?? {}
}

/**
 * Writes the change from `before` to `after` (a block's shown props) into one layer's props object at
 * `at`, over the props of the layers below it. Objects are written key by key; an array as a whole unless
 * this layer holds the very array shown, then item by item. A value set back to what the layers below
 * give removes this layer's override, so later edits below reach the page again; an override left empty goes.
 */
function writeLayer(
  text: string,
  at: JSONPath,
  lower: Record<string, unknown>,
  own: Record<string, unknown>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string {
  let out = text
  const changes = leafChanges(before, after, [], false).flatMap((change) => {
    const ownValue = valueAt(own, change.path)
    return Array.isArray(change.value) &&
      Array.isArray(ownValue) &&
      isDeepStrictEqual(ownValue, valueAt(before, change.path))
      ? leafChanges(ownValue, change.value, change.path, true)
      : [change]
  })
  for (const change of changes) {
    const backToLower =
      valueAt(own, change.path) !== undefined &&
      isDeepStrictEqual(change.value, valueAt(lower, change.path)) &&
      change.path.every((key) => typeof key === 'string')
    out = setAt(out, [...at, ...change.path], backToLower ? undefined : change.value)
  }
  const left = findNodeAtLocation(parseTree(out)!, at)
  if (left?.type === 'object' && !left.children?.length && Object.keys(own).length) out = setAt(out, at, undefined)
  return out
}

/**
 * Moves, adds and removes blocks. A route of its own gets its list rewritten. A route that extends another
 * changes the base route's list (every page made from it changes), or with `listTarget: 'route'` gets
 * `remove` / `after` entries of its own. The result is composed again: a list it cannot express is refused.
 */
function writeBlockList(
  texts: ConfigTexts,
  routes: readonly RouteConfig[],
  routeIndex: number,
  before: readonly PageBlock[],
  edit: PageEdit,
): string {
  const route = routes[routeIndex]!
  let text = texts[ROUTES_FILE]
  if (route.extends === undefined) {
    text = rewriteBlockList(text, routeIndex, edit.blocks, new Set((route.blocks ?? []).map((entry) => entry.id)))
  } else if ((edit.listTarget ?? 'base') === 'base') {
    const baseIndex = routeIndexOf(routes, route.extends)
    const base = routes[baseIndex]!
    if (base.extends !== undefined)
      throw new EditRefused(
        `"${base.name}" extends "${base.extends}" in turn: choose "this route only" to move, add or remove blocks here`,
      )
    const baseIds = new Set((base.blocks ?? []).map((entry) => entry.id))
    const shownIds = new Set(before.map((block) => block.id))
    // The base keeps its blocks the edit kept, in the edited order, and gains the new ones.
    const kept = edit.blocks.filter((block) => baseIds.has(block.id) || !shownIds.has(block.id))
    text = rewriteBlockList(text, baseIndex, kept, baseIds)
  } else {
    text = writeRouteListChanges(texts, text, routeIndex, before, edit.blocks)
  }
  const composedIds = pageBlocks({ ...texts, [ROUTES_FILE]: text }, edit.routeName, null).blocks.map(
    (block) => block.id,
  )
  if (
    !isDeepStrictEqual(
      composedIds,
      edit.blocks.map((block) => block.id),
    )
  ) {
    throw new EditRefused(
      'this order cannot be written as changes to the inherited list here; write it to the base route instead',
    )
  }
  return text
}

/** A route's own list changes to the list it inherits: `remove: true` for removed blocks, `after` (or `before`) for added and moved ones. */
function writeRouteListChanges(
  texts: ConfigTexts,
  text: string,
  routeIndex: number,
  before: readonly PageBlock[],
  blocks: readonly EditedBlock[],
): string {
  let out = text
  const composedIds = () =>
    compose({ ...texts, [ROUTES_FILE]: out }).composition.routes[routeIndex]!.blocks.map((block) => block.id)
  const entries = () => (parse(out) as RoutesConfig).routes[routeIndex]!.blocks ?? []
  const setEntry = (id: string, changes: Record<string, unknown>, fresh: Record<string, unknown>) => {
    const at = entries().findIndex((entry) => entry.id === id)
    if (at === -1) out = setAt(out, ['routes', routeIndex, 'blocks', entries().length], fresh)
    else
      for (const [key, value] of Object.entries(changes))
        out = setAt(out, ['routes', routeIndex, 'blocks', at, key], value)
  }
  const keptIds = new Set(blocks.map((block) => block.id))
  for (const block of before)
    if (!keptIds.has(block.id)) setEntry(block.id, { remove: true }, { id: block.id, remove: true })
  const shownIds = new Set(before.map((block) => block.id))
  blocks.forEach((block, i) => {
    const composed = composedIds()
    const place = i === 0 ? { before: blocks[1]?.id } : { after: blocks[i - 1]!.id }
    const current = composed.indexOf(block.id)
    const inPlace =
      current !== -1 &&
      (i === 0 ? composed[current + 1] === blocks[1]?.id || current === 0 : composed[current - 1] === blocks[i - 1]!.id)
    if (inPlace) return
    const anchor = i === 0 ? { before: place.before, after: undefined } : { after: place.after, before: undefined }
    if (shownIds.has(block.id)) setEntry(block.id, anchor, { id: block.id, ...place })
    else setEntry(block.id, anchor, { ...newEntry(block), ...place })
  })
  return out
}

export class EditRefused extends Error {}

/** A config problem placed on the studio's page: which block and which top-level prop, when it is about one. */
export interface PlacedIssue extends ConfigIssue {
  blockId?: string
  prop?: string
}

/** Ties problems in the edited texts back to the page's blocks, so the studio can show them at their field. */
export function placeIssues(issues: readonly ConfigIssue[], texts: ConfigTexts, edit: PageEdit): PlacedIssue[] {
  const routes = (parse(texts[ROUTES_FILE]) as RoutesConfig).routes
  const routeIndex = routeIndexOf(routes, edit.routeName)
  const baseName = routes[routeIndex]!.extends
  const routeIndexes = new Set([
    routeIndex,
    baseName === undefined ? -1 : routes.findIndex((route) => route.name === baseName),
  ])
  const partnerIndex = edit.partnerId ? findPartner(texts, edit.partnerId).index : -1
  const page = pageBlocks(texts, edit.routeName, null).blocks
  return issues.map((issue) => {
    if (issue.file === ROUTES_FILE) {
      const m = /^routes\[(\d+)\]\.blocks\[(\d+)\](?:\.props(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])?|\.(schedule))?/.exec(
        issue.path,
      )
      if (m && routeIndexes.has(Number(m[1])))
        return { ...issue, blockId: routes[Number(m[1])]!.blocks?.[Number(m[2])]?.id, prop: m[3] ?? m[4] ?? m[5] }
    }
    if (issue.file === SECTIONS_FILE) {
      const m = /^sections(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])\.props(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])?/.exec(
        issue.path,
      )
      const block = m ? page.find((candidate) => candidate.section === (m[1] ?? m[2])) : undefined
      if (m && block) return { ...issue, blockId: block.id, prop: m[3] ?? m[4] }
    }
    if (issue.file === PARTNERS_FILE) {
      const m =
        /^partners\[(\d+)\]\.blockProps(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])?/.exec(
          issue.path,
        )
      if (m && Number(m[1]) === partnerIndex) return { ...issue, blockId: m[2] ?? m[3], prop: m[4] ?? m[5] }
    }
    return { ...issue }
  })
}

function routeIndexOf(routes: readonly RouteConfig[], routeName: string): number {
  const index = routes.findIndex((route) => route.name === routeName)
  if (index === -1) throw new EditRefused(`routes.json has no route named "${routeName}"`)
  return index
}

function parse(text: string): unknown {
  return JSON.parse(text)
}

function findPartner(
  texts: ConfigTexts,
  partnerId: string,
): { index: number; partner: PartnersConfig['partners'][number] } {
  const partners = (parse(texts[PARTNERS_FILE]) as PartnersConfig).partners
  const index = partners.findIndex((partner) => partner.id === partnerId)
  if (index === -1) throw new EditRefused(`partners.json has no partner "${partnerId}"`)
  return { index, partner: partners[index]! }
}

interface LeafChange {
  path: JSONPath
  value: unknown
}

/**
 * The smallest set of values to write to turn `before` into `after`. Objects are compared key by key;
 * arrays item by item when `intoArrays` and their lengths match (a partner override replaces a whole
 * array, so there they are written whole).
 */
export function leafChanges(before: unknown, after: unknown, path: JSONPath, intoArrays: boolean): LeafChange[] {
  if (isDeepStrictEqual(before, after)) return []
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    return [...keys].flatMap((key) => leafChanges(before[key], after[key], [...path, key], intoArrays))
  }
  if (intoArrays && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => leafChanges(item, after[i], [...path, i], intoArrays))
  }
  return [{ path, value: after }]
}

function setAt(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, FORMAT))
}

/**
 * Rewrites a route's block list in the new order by moving each kept block's own text, so a move shows in
 * a diff as exactly the lines of the moved block; added blocks are written in the file's style.
 */
function rewriteBlockList(
  text: string,
  routeIndex: number,
  blocks: readonly EditedBlock[],
  existing: ReadonlySet<string>,
): string {
  const list = findNodeAtLocation(parseTree(text)!, ['routes', routeIndex, 'blocks'])
  const items = list?.children ?? []
  if (!list || items.length === 0) {
    const fresh: BlockConfig[] = blocks.map(newEntry)
    return setAt(text, ['routes', routeIndex, 'blocks'], fresh)
  }
  const slices = new Map(items.map((item) => [blockIdOf(item), text.slice(item.offset, item.offset + item.length)]))
  const first = items[0]!
  const last = items.at(-1)!
  const indent = text.slice(text.lastIndexOf('\n', first.offset) + 1, first.offset)
  const separator = items.length > 1 ? text.slice(first.offset + first.length, items[1]!.offset) : `,\n${indent}`
  const written = blocks.map((block) =>
    existing.has(block.id)
      ? slices.get(block.id)!
      : JSON.stringify(newEntry(block), null, 2).replace(/\n/g, `\n${indent}`),
  )
  return text.slice(0, first.offset) + written.join(separator) + text.slice(last.offset + last.length)
}

/** The routes.json entry of a block added in the studio. */
function newEntry({ id, type, props, schedule }: EditedBlock): BlockConfig {
  return schedule && Object.keys(schedule).length ? { id, type, props, schedule } : { id, type, props }
}

function blockIdOf(item: Node): string {
  const id = findNodeAtLocation(item, ['id'])
  return typeof id?.value === 'string' ? id.value : ''
}

function valueAt(value: unknown, path: JSONPath): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
    value,
  )
}

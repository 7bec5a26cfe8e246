/**
 * The one place the studio knows how routes.json and partners.json are shaped: reading a page's block
 * list and a partner's overrides, writing edits back as minimal text edits (jsonc-parser), and mapping a
 * config:check problem back to the block and prop it is about. When routes.json gains shared sections and
 * template inheritance, this module is what changes.
 */
import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser'
import type { RoutesConfig, BlockConfig } from '../../schemas/generated/routes.ts'
import type { PartnersConfig } from '../../schemas/generated/partners.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import { mergeProps } from '../../runtime/routing/placeholders.ts'

export const ROUTES_FILE = 'routes.json'
export const PARTNERS_FILE = 'partners.json'
export type EditableFile = typeof ROUTES_FILE | typeof PARTNERS_FILE

export type Layer = 'template' | 'partner'

export interface ConfigTexts {
  [ROUTES_FILE]: string
  [PARTNERS_FILE]: string
}

/** A block as the studio edits it: its props are the page's own (template, or template + partner layer). */
export interface EditedBlock {
  id: string
  type: string
  props: Record<string, unknown>
}

/** What a save asks for: the page's blocks as edited, and the layer prop changes go to. */
export interface PageEdit {
  routeName: string
  partnerId: string | null
  layer: Layer
  blocks: EditedBlock[]
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

/** The page's blocks as routes.json writes them, with the partner's overrides merged when there is a partner. */
export function pageBlocks(texts: ConfigTexts, routeName: string, partnerId: string | null): { blocks: EditedBlock[]; overrides: Record<string, Record<string, unknown>> } {
  const { route } = findRoute(texts, routeName)
  const overrides = partnerId ? (findPartner(texts, partnerId).partner.blockProps ?? {}) : {}
  const blocks = route.blocks.map((block) => ({ id: block.id, type: block.type, props: mergeProps(block.props ?? {}, overrides[block.id] ?? {}) }))
  return { blocks, overrides }
}

/** The new texts of routes.json and partners.json after an edit; unchanged files come back identical. */
export function applyPageEdit(texts: ConfigTexts, edit: PageEdit): ConfigTexts {
  const before = pageBlocks(texts, edit.routeName, edit.partnerId).blocks
  const { index: routeIndex, route } = findRoute(texts, edit.routeName)
  const sameList = before.length === edit.blocks.length && before.every((block, i) => block.id === edit.blocks[i]!.id)
  if (edit.layer === 'partner') {
    if (!edit.partnerId) throw new EditRefused('this page has no partner layer')
    if (!sameList) throw new EditRefused('the order and the list of blocks belong to the template: switch to the template layer to move, add or remove blocks')
    const { index: partnerIndex, partner } = findPartner(texts, edit.partnerId)
    let partners = texts[PARTNERS_FILE]
    edit.blocks.forEach((block, i) => {
      const template = route.blocks[i]!.props ?? {}
      const override = partner.blockProps?.[block.id] ?? {}
      const at = ['partners', partnerIndex, 'blockProps', block.id]
      for (const change of leafChanges(before[i]!.props, block.props, [], false)) {
        // Set back to the template's value: the override goes, so later template edits reach this partner again.
        const backToTemplate = valueAt(override, change.path) !== undefined && isDeepStrictEqual(change.value, valueAt(template, change.path))
        partners = setAt(partners, [...at, ...change.path], backToTemplate ? undefined : change.value)
      }
      const left = findNodeAtLocation(parseTree(partners)!, at)
      if (left?.type === 'object' && !left.children?.length && Object.keys(override).length) partners = setAt(partners, at, undefined)
    })
    return { ...texts, [PARTNERS_FILE]: partners }
  }

  // Template layer: prop changes first, at each block's place in the file, then the list itself.
  let routes = texts[ROUTES_FILE]
  const originalIndex = new Map(route.blocks.map((block, i) => [block.id, i]))
  const beforeById = new Map(before.map((block) => [block.id, block]))
  for (const block of edit.blocks) {
    const at = originalIndex.get(block.id)
    if (at === undefined) continue
    for (const change of leafChanges(beforeById.get(block.id)!.props, block.props, [], true)) {
      routes = setAt(routes, ['routes', routeIndex, 'blocks', at, 'props', ...change.path], change.value)
    }
  }
  if (!sameList) routes = rewriteBlockList(routes, routeIndex, edit.blocks, new Set(originalIndex.keys()))
  return { ...texts, [ROUTES_FILE]: routes }
}

export class EditRefused extends Error {}

/** A config problem placed on the studio's page: which block and which top-level prop, when it is about one. */
export interface PlacedIssue extends ConfigIssue {
  blockId?: string
  prop?: string
}

/** Ties problems in the edited texts back to the page's blocks, so the studio can show them at their field. */
export function placeIssues(issues: readonly ConfigIssue[], texts: ConfigTexts, edit: PageEdit): PlacedIssue[] {
  const { index: routeIndex, route } = findRoute(texts, edit.routeName)
  const partnerIndex = edit.partnerId ? findPartner(texts, edit.partnerId).index : -1
  return issues.map((issue) => {
    if (issue.file === ROUTES_FILE) {
      const m = /^routes\[(\d+)\]\.blocks\[(\d+)\](?:\.props(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])?)?/.exec(issue.path)
      if (m && Number(m[1]) === routeIndex) return { ...issue, blockId: route.blocks[Number(m[2])]?.id, prop: m[3] ?? m[4] }
    }
    if (issue.file === PARTNERS_FILE) {
      const m = /^partners\[(\d+)\]\.blockProps(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])(?:\.([A-Za-z0-9_$]+)|\["([^"]+)"\])?/.exec(issue.path)
      if (m && Number(m[1]) === partnerIndex) return { ...issue, blockId: m[2] ?? m[3], prop: m[4] ?? m[5] }
    }
    return { ...issue }
  })
}

function findRoute(texts: ConfigTexts, routeName: string): { index: number; route: RoutesConfig['routes'][number] } {
  const routes = (JSON.parse(texts[ROUTES_FILE]) as RoutesConfig).routes
  const index = routes.findIndex((route) => route.name === routeName)
  if (index === -1) throw new EditRefused(`routes.json has no route named "${routeName}"`)
  return { index, route: routes[index]! }
}

function findPartner(texts: ConfigTexts, partnerId: string): { index: number; partner: PartnersConfig['partners'][number] } {
  const partners = (JSON.parse(texts[PARTNERS_FILE]) as PartnersConfig).partners
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
function rewriteBlockList(text: string, routeIndex: number, blocks: readonly EditedBlock[], existing: ReadonlySet<string>): string {
  const list = findNodeAtLocation(parseTree(text)!, ['routes', routeIndex, 'blocks'])
  const items = list?.children ?? []
  if (!list || items.length === 0) {
    const fresh: BlockConfig[] = blocks.map(({ id, type, props }) => ({ id, type, props }))
    return setAt(text, ['routes', routeIndex, 'blocks'], fresh)
  }
  const slices = new Map(items.map((item) => [blockIdOf(item), text.slice(item.offset, item.offset + item.length)]))
  const first = items[0]!
  const last = items.at(-1)!
  const indent = text.slice(text.lastIndexOf('\n', first.offset) + 1, first.offset)
  const separator = items.length > 1 ? text.slice(first.offset + first.length, items[1]!.offset) : `,\n${indent}`
  const written = blocks.map((block) =>
    existing.has(block.id) ? slices.get(block.id)! : JSON.stringify({ id: block.id, type: block.type, props: block.props }, null, 2).replace(/\n/g, `\n${indent}`),
  )
  return text.slice(0, first.offset) + written.join(separator) + text.slice(last.offset + last.length)
}

function blockIdOf(item: Node): string {
  const id = findNodeAtLocation(item, ['id'])
  return typeof id?.value === 'string' ? id.value : ''
}

function valueAt(value: unknown, path: JSONPath): unknown {
  return path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

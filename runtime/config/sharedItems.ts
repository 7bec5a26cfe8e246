import type { SharedItem } from '../../schemas/generated/sections.ts'
import { type IssueSink, SECTIONS_FILE } from './IssueSink.ts'
import { isPlainObject, mergeProps } from '../routing/placeholders.ts'

type JsonPath = ReadonlyArray<string | number>

/**
 * A list item of a route's props written as `{ "shared": "<name>" }`: the item named in `items` of
 * site-config/sections.json (a device's product card shown on several pages), with the keys written beside
 * "shared" replacing the shared item's own (`{ "shared": "doorbell-camera-card", "ribbon": "Sale" }`).
 */
export interface SharedItemUse {
  /** Path of the list item inside the props it was written in. */
  at: JsonPath
  name: string
  /** Keys written beside "shared": they win over the shared item's. */
  own: string[]
}

/** Props with every `{ "shared": … }` list item replaced by its shared item, and where each one was used. */
export interface ExpandedProps {
  props: Record<string, unknown>
  uses: SharedItemUse[]
}

/**
 * Replaces the shared-item references in the lists of one layer's props (at any depth; a shared item's own
 * contents are used as written). An unknown name is reported at its "shared" key (`file`, `propsPath`) and the
 * item is left with the keys beside it, so the one mistake is all config:check reports about it.
 */
export function expandSharedItems(
  props: Record<string, unknown>,
  items: Readonly<Record<string, SharedItem>>,
  report: IssueSink,
  file: string,
  propsPath: JsonPath,
): ExpandedProps {
  const uses: SharedItemUse[] = []
  const expand = (value: unknown, at: JsonPath): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => expandItem(item, [...at, i]))
    if (isPlainObject(value)) return mapValues(value, (child, key) => expand(child, [...at, key]))
    return value
  }
  const expandItem = (item: unknown, at: JsonPath): unknown => {
    if (!isPlainObject(item) || typeof item.shared !== 'string') return expand(item, at)
    const { shared: name, ...own } = item
    const found = items[name]
    if (!found) {
      const known = Object.keys(items)
      report(
        file,
        [...propsPath, ...at, 'shared'],
        `unknown shared item; expected a name from ${SECTIONS_FILE} "items"${known.length ? `: ${known.join(', ')}` : ' (it has none)'}`,
        name,
      )
      return own
    }
    uses.push({ at, name, own: Object.keys(own) })
    return mergeProps(found.item, own)
  }
  const expanded = expand(props, []) as Record<string, unknown>
  return { props: uses.length ? expanded : props, uses }
}

/**
 * Where a prop inside a shared item is written: in sections.json's `items`, unless the list item overrides it
 * beside "shared" (then it is where the reference is). Null when the path is not inside a used shared item.
 */
export function sharedItemPlace(uses: readonly SharedItemUse[], propPath: JsonPath): JsonPath | null {
  for (const use of uses) {
    const inside = propPath.length > use.at.length && use.at.every((key, i) => propPath[i] === key)
    if (!inside || use.own.includes(String(propPath[use.at.length]))) continue
    return ['items', use.name, 'item', ...propPath.slice(use.at.length)]
  }
  return null
}

function mapValues(
  value: Record<string, unknown>,
  map: (child: unknown, key: string) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, map(child, key)]))
}

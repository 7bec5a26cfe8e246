import { ISLAND_DATA_ID, type IslandPayload, type IslandSpec } from './pageIslands.ts'

/**
 * A loader value at least this large (as JSON) that two islands carry is sent once: the shop's package table and
 * product section both receive the packages and systems of the catalogue (about 22 KB).
 */
const SHARED_MIN_LENGTH = 512

/** Where a value sent once stands in a block's data: its index in the payload's `shared` list. */
interface SharedRef {
  $shared: number
}

/** The payload as it is written into the page: repeated loader values stand in `shared` once. */
interface WrittenPayload extends IslandPayload {
  shared?: unknown[]
}

/**
 * The payload as a JSON data block (`type="application/json"`: the browser never runs it, so the CSP does not
 * govern it). `<` is escaped so no text in the data can close the element or open a comment.
 */
export function islandPayloadHtml(payload: IslandPayload): string {
  const json = JSON.stringify(withSharedValues(payload)).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>`
}

/** Reads the payload back in the browser, each island's data whole again. */
export function readIslandPayload(doc: Document = document): IslandPayload | null {
  const text = doc.getElementById(ISLAND_DATA_ID)?.textContent
  if (!text) return null
  const { shared = [], ...payload } = JSON.parse(text) as WrittenPayload
  const islands = payload.islands.map((island) =>
    mapBlockData(island, (value) => (isSharedRef(value) ? shared[value.$shared] : value)),
  )
  return { ...payload, islands }
}

/** Replaces each large value of a block's data that another island also carries by a reference to one copy. */
function withSharedValues(payload: IslandPayload): WrittenPayload {
  const seen = new Map<string, number>()
  for (const island of payload.islands)
    mapBlockData(island, (value) => {
      const json = JSON.stringify(value)
      if (json !== undefined && json.length >= SHARED_MIN_LENGTH) seen.set(json, (seen.get(json) ?? 0) + 1)
      return value
    })
  const shared: unknown[] = []
  const indexOf = new Map<string, number>()
  const islands = payload.islands.map((island) =>
    mapBlockData(island, (value) => {
      const json = JSON.stringify(value)
      if (json === undefined || (seen.get(json) ?? 0) < 2) return value
      if (!indexOf.has(json)) indexOf.set(json, shared.push(value) - 1)
      return { $shared: indexOf.get(json)! } satisfies SharedRef
    }),
  )
  return shared.length > 0 ? { ...payload, islands, shared } : payload
}

/** The island with each top-level value of its block's loader data passed through `map`. */
function mapBlockData(island: IslandSpec, map: (value: unknown) => unknown): IslandSpec {
  if (island.kind !== 'block') return island
  const data: unknown = island.block.data
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return island
  const mapped = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, map(value)]))
  return { ...island, block: { ...island.block, data: mapped } as typeof island.block }
}

function isSharedRef(value: unknown): value is SharedRef {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && '$shared' in value
}

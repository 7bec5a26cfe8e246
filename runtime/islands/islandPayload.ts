import { ISLAND_DATA_ID, type IslandPayload } from './pageIslands.ts'

/**
 * The payload as a JSON data block (`type="application/json"`: the browser never runs it, so the CSP does not
 * govern it). `<` is escaped so no text in the data can close the element or open a comment.
 */
export function islandPayloadHtml(payload: IslandPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>`
}

/** Reads the payload back in the browser. */
export function readIslandPayload(doc: Document = document): IslandPayload | null {
  const text = doc.getElementById(ISLAND_DATA_ID)?.textContent
  return text ? (JSON.parse(text) as IslandPayload) : null
}

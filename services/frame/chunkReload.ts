/** Session storage key holding when the page last reloaded itself after a failed code chunk. */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at'

/** Whether an error is a failed dynamic import (a code chunk gone after a deploy, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * Spec 8: a failed code chunk reloads the page, at most once per `guardMs` (60 s), so a chunk that is
 * really gone cannot put the page in a reload loop. `lastReloadAt` is the stored timestamp, if any.
 */
export function shouldReloadForChunkError(lastReloadAt: string | null, now: number, guardMs: number): boolean {
  if (lastReloadAt === null) return true
  const last = Number(lastReloadAt)
  if (!Number.isFinite(last)) return true
  return now - last >= guardMs || now < last
}

import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '../../services/frame/index.ts'

/**
 * Spec 8: when a block's code chunk fails to load (usually a deploy replaced it), reload the page once to
 * get the new HTML and chunks, but at most once per `guardMs`, remembered in session storage.
 * Returns true when a reload was started; the caller then stops rendering.
 */
export function reloadAfterChunkError(error: unknown, guardMs: number): boolean {
  if (!isChunkLoadError(error)) return false
  let last: string | null = null
  try {
    last = window.sessionStorage.getItem(CHUNK_RELOAD_KEY)
  } catch {
    // Storage blocked: without the guard a reload could loop, so show the error instead.
    return false
  }
  const now = Date.now()
  if (!shouldReloadForChunkError(last, now, guardMs)) return false
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  window.location.reload()
  return true
}

/**
 * Loads code with `load`; when its chunk is gone (a deploy replaced it), starts the guarded reload and returns
 * a promise that never settles, so nothing renders half a page meanwhile. Other errors are thrown.
 */
export async function loadOrReload<T>(load: () => Promise<T>, guardMs: number | undefined): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (guardMs !== undefined && reloadAfterChunkError(error, guardMs)) return new Promise<T>(() => {})
    throw error
  }
}

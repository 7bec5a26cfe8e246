import { readFile } from 'node:fs/promises'
import type { PageEncoding } from './prerenderedIndex.server.ts'
import { COMPRESS } from './prerenderedIndex.server.ts'
import { PAGE_CACHE_BYTES, PageBodyCache } from './pageBodyCache.server.ts'
import { withClosedToday } from './closedToday.server.ts'

/** What a closed date's copy of a prerendered page is made from: the page's files and validators. */
export interface ClosedDaySource {
  file(encoding: PageEncoding): string
  etag(encoding: PageEncoding): string
}

/**
 * The validator of a page's closed-date copy: its usual one with the date, so a browser or a shared cache holding
 * the ordinary day's copy gets the holiday's (and the reverse the day after) instead of a 304.
 */
export function closedDayEtag(page: ClosedDaySource, encoding: PageEncoding, date: string): string {
  const etag = page.etag(encoding)
  return `${etag.slice(0, -1)}-${date}"`
}

/**
 * A prerendered page's bytes on a closed date in one encoding: its HTML with data-closed-today on <html>
 * (withClosedToday), compressed as the build compresses pages. Made once per page, encoding and date, on closed
 * dates only: an ordinary day's answer is the build's file, untouched.
 */
export function closedDayBody(page: ClosedDaySource, encoding: PageEncoding, date: string): Promise<Buffer> {
  const key = `${page.file(encoding)}@${date}`
  const kept = closedDayBodies.get(key)
  if (kept) return Promise.resolve(kept)
  let making = inMaking.get(key)
  if (!making) {
    making = makeBody(page, encoding, date).finally(() => inMaking.delete(key))
    inMaking.set(key, making)
    void making.then(
      (body) => closedDayBodies.set(key, body),
      () => undefined,
    )
  }
  return making
}

async function makeBody(page: ClosedDaySource, encoding: PageEncoding, date: string): Promise<Buffer> {
  const html = withClosedToday(await readFile(page.file('identity')), date)
  if (encoding === 'br') return COMPRESS.pageBr(html)
  if (encoding === 'gzip') return COMPRESS.pageGzip(html)
  return html
}

/** The closed date's copies made, kept for the day (a holiday's busy pages are asked for again and again), in a quarter of the page cache's budget. */
const closedDayBodies = new PageBodyCache(PAGE_CACHE_BYTES / 4)
/** Copies being made: concurrent requests for one wait for the same. */
const inMaking = new Map<string, Promise<Buffer>>()

import { readFile } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { prerenderedUrlFor } from '../runtime/routing/queryVariants.ts'
import { isPartnerPageLive } from '../runtime/render/currentSchedules.ts'
import { type ThirdPartySources, pagePolicy, thirdPartySources } from './security/contentSecurityPolicy.server.ts'
import {
  type IndexedPage,
  type PageEncoding,
  type PagesIndex,
  pageFile,
  pagesDir,
  readPagesIndex,
} from './prerenderedIndex.server.ts'
import { FALLBACK_ERROR_HTML } from './fallbackErrorHtml.ts'
import { PAGE_CACHE_BYTES, PageBodyCache } from './pageBodyCache.server.ts'
import type { ServiceOrigins } from './security/pageOrigins.server.ts'
import { setPageCacheHeaders } from './pageCaching.server.ts'
import type { ServedDay } from './closedToday.server.ts'
import { closedDayBody, closedDayEtag } from './closedDayPages.server.ts'

/**
 * One prerendered page as the server knows it: its entry in the build's index (file, sizes, hashes), not its
 * bytes, which stay on disk until a request reads them (through a bounded cache of recent ones). A server's
 * memory and start time therefore do not grow with the number of pages beyond the index itself, nor with the
 * number of pages it has served: files and validators are worked out from the page's hash on each request, and
 * the policies are shared by the pages with the same hash lists.
 */
export interface PrerenderedPage {
  /** Its file in an encoding. */
  file(encoding: PageEncoding): string
  sizes: Record<PageEncoding, number>
  /** A strong validator per encoding (the bytes differ, so the validators must too), from the page's hash. */
  etag(encoding: PageEncoding): string
  /** Allows its inline scripts and <style> blocks by their hashes: static HTML cannot carry a per-response nonce. */
  contentSecurityPolicy(): string
  /** Pages of a sign-in-only layout: the Express chain's sign-in gate must see them first. */
  requiresSignIn: boolean
  /** When a scheduled block on it starts or ends after the build (epoch ms, IndexedPage.validUntil): not served from then. */
  validUntil?: number
}

/**
 * Reads the build's index of prerendered pages (dist/pages/index.json, written by scripts/build/prerender.ts),
 * keyed by URL (the path, or the path and its listed query values, runtime/routing/queryVariants.ts): serving a
 * static page is then a map lookup and a file read. An entry whose URL the routes no longer prerender (a query
 * value removed since) is left out; when the build wrote the index from the config files there are now
 * (`sameConfig`, configCheckedByBuild), its URLs are exactly the routes' and none is looked up. `index`: the
 * index the caller read already. No index (a build from before it): no prerendered pages, every page renders.
 */
export function loadPrerenderedPages(
  root: string,
  runtime: SiteRuntime,
  origins: ServiceOrigins,
  { index = readPagesIndex(root), sameConfig = false }: { index?: PagesIndex | null; sameConfig?: boolean } = {},
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  if (!index) return pages
  const dir = pagesDir(root)
  const policies = new PagePolicies(thirdPartySources(runtime.config, origins))
  for (const [url, entry] of Object.entries(index.pages)) {
    if (!sameConfig && !servedByRoutes(runtime, url)) continue
    pages.set(url, new IndexedPrerenderedPage(dir, entry, policies))
  }
  return pages
}

/**
 * The Content-Security-Policy of each pair of hash lists, made when a page with that pair is first asked for and
 * shared by every page with it: readPagesIndex gives the pages with equal lists one array, so there are as many
 * policies as distinct pairs in the index (a few dozen for thousands of partner pages), however many pages are served.
 */
class PagePolicies {
  private readonly byScripts = new Map<readonly string[], Map<readonly string[], string>>()

  constructor(private readonly thirdParty: ThirdPartySources) {}

  for(scriptHashes: readonly string[], styleHashes: readonly string[]): string {
    let byStyles = this.byScripts.get(scriptHashes)
    if (!byStyles) this.byScripts.set(scriptHashes, (byStyles = new Map<readonly string[], string>()))
    let policy = byStyles.get(styleHashes)
    if (policy === undefined) {
      policy = pagePolicy({ nonce: null, scriptHashes, styleHashes, thirdParty: this.thirdParty })
      byStyles.set(styleHashes, policy)
    }
    return policy
  }
}

/**
 * A page as its index entry says. It keeps nothing of its own once served: its file names and validators are a
 * few characters around its hash, made for each request, and its policy is its lists' (PagePolicies).
 */
class IndexedPrerenderedPage implements PrerenderedPage {
  constructor(
    private readonly dir: string,
    private readonly entry: IndexedPage,
    private readonly policies: PagePolicies,
  ) {}

  file(encoding: PageEncoding): string {
    return pageFile(this.dir, this.entry.tag, encoding)
  }

  get sizes(): Record<PageEncoding, number> {
    return this.entry.sizes
  }

  etag(encoding: PageEncoding): string {
    return pageEtag(this.entry.tag, encoding)
  }

  /** From the hashes the build wrote into the index (storePage), never from reading the page. */
  contentSecurityPolicy(): string {
    return this.policies.for(this.entry.scriptHashes, this.entry.styleHashes)
  }

  get requiresSignIn(): boolean {
    return this.entry.requiresSignIn
  }

  get validUntil(): number | undefined {
    return this.entry.validUntil === undefined ? undefined : Date.parse(this.entry.validUntil)
  }
}

/** The validator of a page's bytes in one encoding: its hash, marked per encoding. */
export function pageEtag(tag: string, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${tag}"` : `"${tag}-${encoding === 'br' ? 'br' : 'gz'}"`
}

/** Whether the routes still prerender `url`: a static route's path, or one of its listed query values. */
function servedByRoutes(runtime: SiteRuntime, url: string): boolean {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const match = runtime.table.match(path)
  if (match?.route.render !== 'static' || match.canonicalPath !== path) return false
  return (
    prerenderedUrlFor(match.route, path, new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart))) === url
  )
}

/**
 * Picks the smallest encoding the browser accepts. Negotiator (what Express's req.acceptsEncodings uses)
 * reads the header by RFC 9110: `br;q=0` refuses brotli, `*` accepts both, unknown codings are ignored.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined) return null
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip'])
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

/** An ordinary day: no closed date, no turn of the day soon. */
const ORDINARY_DAY: ServedDay = { closedDate: undefined, changesIn: undefined }

/**
 * Writes a prerendered page (GET or HEAD) in the encoding the browser prefers, or 304 when the browser's
 * copy is current. The caller has set the headers every answer carries; the Express chain and the fast
 * path in front of it (staticFastPath.server.ts) both answer through here, so their pages are identical.
 * `carriesSession`: the request has the session cookie (a login that has run out gets the page everyone
 * gets), so the answer is private to it (pageCaching.server.ts). `day` (servedDay): on a closed date the page
 * carries data-closed-today on <html> (its holiday words show with scripts off) under a validator of that date, and
 * near the turn of the day a shared cache keeps it only until then.
 */
export function sendPrerendered(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage,
  carriesSession: boolean,
  day: ServedDay = ORDINARY_DAY,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding']) ?? 'identity'
  const { closedDate } = day
  const etag = closedDate === undefined ? page.etag(encoding) : closedDayEtag(page, encoding, closedDate)
  res.setHeader('Content-Security-Policy', page.contentSecurityPolicy())
  res.setHeader('Content-Type', 'text/html;charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  setPageCacheHeaders(res, 'prerendered', carriesSession, day.changesIn)
  res.setHeader('ETag', etag)
  if (fresh(req.headers, { etag })) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = 200
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  if (closedDate !== undefined) {
    closedDayBody(page, encoding, closedDate).then(
      (body) => {
        res.setHeader('Content-Length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      (error: Error) => answerUnreadable(res, page.file('identity'), error),
    )
    return
  }
  res.setHeader('Content-Length', page.sizes[encoding])
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const file = page.file(encoding)
  const cached = recentBodies.get(file)
  if (cached) {
    res.end(cached)
    return
  }
  readFile(file, (error, body) => {
    if (error) {
      answerUnreadable(res, file, error)
      return
    }
    recentBodies.offer(file, body)
    res.end(body)
  })
}

/** Only if the build's files went away under a running server (a build deleting them): say so, once per request. */
function answerUnreadable(res: ServerResponse, file: string, error: Error): void {
  console.error(`prerendered page file unreadable: ${file}:`, error.message)
  res.removeHeader('Content-Encoding')
  res.removeHeader('ETag')
  res.statusCode = 500
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Length', Buffer.byteLength(FALLBACK_ERROR_HTML))
  res.end(FALLBACK_ERROR_HTML)
}

/**
 * The bodies of pages served again recently (the home page, campaign pages): most requests then need no disk read.
 * Exported for the test that serving many pages keeps it within its bound.
 */
export const recentBodies = new PageBodyCache(PAGE_CACHE_BYTES)

/**
 * The prerendered page that answers a site-relative URL: a static route's page, chosen by the query values
 * the route declares (other query values are ignored, as the page model ignores them); undefined when the
 * URL is rendered per request, including a declared query value outside its list.
 */
export function prerenderedPageFor(
  runtime: SiteRuntime,
  prerendered: ReadonlyMap<string, PrerenderedPage>,
  url: string,
): PrerenderedPage | undefined {
  if (prerendered.size === 0) return undefined
  const queryStart = url.indexOf('?')
  const match = runtime.table.match(queryStart === -1 ? url : url.slice(0, queryStart))
  if (match?.route.render !== 'static') return undefined
  // Rendered instead, which answers 404: the partner's schedule is not running now.
  if (!isPartnerPageLive(match.route.partner, Date.now())) return undefined
  const search = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))
  const key = prerenderedUrlFor(match.route, match.canonicalPath, search)
  if (key === null) return undefined
  const page = prerendered.get(key)
  // Rendered instead, showing what is scheduled now: a block on it started or ended since the build, which a
  // browser without scripts would not see. Only this page; the others are still served until theirs.
  return page && !outlivedSchedules(page, key) ? page : undefined
}

/** The moments whose passing the log has told: one line per moment, however many pages it touches. */
const toldScheduleChanges = new Set<number>()

function outlivedSchedules(page: PrerenderedPage, url: string): boolean {
  if (page.validUntil === undefined || Date.now() < page.validUntil) return false
  if (!toldScheduleChanges.has(page.validUntil)) {
    toldScheduleChanges.add(page.validUntil)
    console.warn(
      `a scheduled block started or ended at ${new Date(page.validUntil).toISOString()}, after the build: ${url} ` +
        '(and any page with a block changing then) is rendered per request with what is scheduled now until the next build',
    )
  }
  return true
}

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { inlineHashes } from './security/contentSecurityPolicy.server.ts'

/**
 * Where the build keeps the prerendered pages (scripts/build/prerender.ts) and the server finds them: one
 * folder of content-addressed files, `<tag>.html` with `<tag>.html.br` and `<tag>.html.gz` beside it (the tag
 * is the page's hash, so a page unchanged between builds is the same file), and `index.json` naming each
 * page's file by its URL. Outside dist/client, so `vite build` (which empties dist/client) leaves it for the
 * next build to reuse, and never served as a file: the server answers pages through the index.
 */
export const PAGES_DIR = 'dist/pages'
export const PAGES_INDEX = 'index.json'

/** One prerendered page in the index: what the server needs to answer it without reading the page. */
export interface IndexedPage {
  /** The hash of what the page is made from (scripts/build/pageKeys.ts): an unchanged key is reused. */
  key: string
  /** The hash of its HTML: its file name and its ETag. */
  tag: string
  /** Byte sizes of the three encodings (Content-Length of a HEAD). */
  sizes: { identity: number; br: number; gzip: number }
  /**
   * The hashes of its inline scripts and <style> blocks, for its Content-Security-Policy. Read from the index,
   * pages with the same list share one array (the pages of one template do), so a policy made from a pair of
   * lists serves all of them (prerenderedPages.server.ts).
   */
  scriptHashes: readonly string[]
  styleHashes: readonly string[]
  /** Pages of a sign-in-only layout: the Express chain's sign-in gate must see them first. */
  requiresSignIn: boolean
  /**
   * When a scheduled block on this page next starts or ends after the build (an ISO instant): a browser without
   * scripts sees the page as built, so from then on the server renders this page per request, showing what is
   * scheduled now, until the next build (prerenderedPageFor). Absent: no block on it starts or ends later.
   */
  validUntil?: string
}

export interface PagesIndex {
  /** The hash of the config files (CONFIG_INPUTS) the build loaded, with every check of config:check passed. */
  configHash?: string
  /**
   * The hash of the code that checks the config (CHECK_INPUTS) in the build that wrote this index: a later build
   * with the same checks skips the page checks of pages whose key is unchanged, which this build passed.
   */
  checkedWith?: string
  /**
   * The keys of the pages the build checked but did not prerender (rendered per request): a later build with the
   * same checks skips the page checks of those whose key is unchanged, as it does for prerendered pages.
   */
  checkedKeys?: Record<string, string>
  /**
   * When a price promotion next starts or ends after the build (epoch ms): the pages' prices hold until then, and
   * the server renders every page per request from that moment (server/pricesValidity.server.ts). Absent: never.
   */
  pricesValidUntil?: number
  /** The URL of each page: its path, or its path and the query values it was prerendered for. */
  pages: Record<string, IndexedPage>
}

/**
 * index.json as written (writePagesIndex): a PagesIndex whose pages name their CSP hash lists by their position in
 * `hashLists`, where each distinct list is written once. Thousands of partner pages of a few templates have a few
 * dozen distinct lists between them; writing each page's lists out made up most of the index (8 MB at 10,081 pages).
 */
export interface StoredPagesIndex extends Omit<PagesIndex, 'pages'> {
  version: 2
  /** Each distinct list of CSP hash sources (`'sha256-…'`), once. */
  hashLists: string[][]
  pages: Record<string, StoredIndexedPage>
}

/** A page in index.json: its IndexedPage with its script and style hash lists as positions in `hashLists`. */
interface StoredIndexedPage extends Omit<IndexedPage, 'scriptHashes' | 'styleHashes'> {
  scriptHashes: number
  styleHashes: number
}

const INDEX_VERSION = 2

export function pagesDir(root: string): string {
  return join(root, PAGES_DIR)
}

/**
 * The index of the build in `root`, or null when there is none (no build yet, or one from before this format).
 * Pages with the same hash list share one array.
 */
export function readPagesIndex(root: string): PagesIndex | null {
  const file = join(pagesDir(root), PAGES_INDEX)
  if (!existsSync(file)) return null
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredPagesIndex
  if (stored.version !== INDEX_VERSION) return null
  const { version: _version, hashLists, pages, ...rest } = stored
  const expanded: Record<string, IndexedPage> = {}
  for (const [url, page] of Object.entries(pages))
    expanded[url] = { ...page, scriptHashes: hashLists[page.scriptHashes]!, styleHashes: hashLists[page.styleHashes]! }
  return { ...rest, pages: expanded }
}

/** Writes `index` into the store at `dir` as index.json (StoredPagesIndex: each distinct hash list once). */
export function writePagesIndex(dir: string, index: PagesIndex): void {
  writeFileSync(join(dir, PAGES_INDEX), JSON.stringify(storedPagesIndex(index)))
}

/** The stored form of an index: its distinct hash lists numbered in the order the pages first name them. */
function storedPagesIndex(index: PagesIndex): StoredPagesIndex {
  const hashLists: string[][] = []
  const positions = new Map<string, number>()
  const positionOf = (list: readonly string[]) => {
    // Hash sources hold no space: joined by one, equal lists give equal keys and different lists different ones.
    const key = list.join(' ')
    let position = positions.get(key)
    if (position === undefined) {
      positions.set(key, (position = hashLists.length))
      hashLists.push([...list])
    }
    return position
  }
  const pages: Record<string, StoredIndexedPage> = {}
  for (const [url, page] of Object.entries(index.pages))
    pages[url] = { ...page, scriptHashes: positionOf(page.scriptHashes), styleHashes: positionOf(page.styleHashes) }
  return { version: INDEX_VERSION, ...index, hashLists, pages }
}

export type PageEncoding = keyof IndexedPage['sizes']

/** The file of a page in one encoding. */
export function pageFile(dir: string, tag: string, encoding: PageEncoding): string {
  return join(dir, `${tag}.html${encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''}`)
}

/**
 * The compressed copies of pages and assets. Pages: brotli at quality 5 and gzip at level 6, which on the site's pages is within
 * 11% of quality 11's size at a fiftieth of its time (2–4 ms against 100–200 ms a page; thousands of partner
 * pages made quality 11 the larger part of a build); assets (few, cached for a year): quality 11.
 */
export const COMPRESS = {
  pageBr: (content: Buffer) =>
    promisify(brotliCompress)(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  assetBr: (content: Buffer) =>
    promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (content: Buffer) => promisify(gzip)(content, { level: 9 }),
  /** Pages: level 6, half level 9's time for 1% more bytes (a 126 KB page: 1.3 ms and 22.5 KB against 2.7 ms, 22.3 KB). */
  pageGzip: (content: Buffer) => promisify(gzip)(content, { level: 6 }),
}

/** The HTML file the build at `root` prerendered for `url` (its canonical URL), or null when it prerendered none. */
export function prerenderedHtmlFile(root: string, url: string): string | null {
  const page = readPagesIndex(root)?.pages[url]
  return page ? pageFile(pagesDir(root), page.tag, 'identity') : null
}

/** What storing a page gives its index entry. */
export type StoredPage = Pick<IndexedPage, 'tag' | 'sizes' | 'scriptHashes' | 'styleHashes'>

/**
 * Writes a page's HTML and its brotli and gzip copies into the store at `dir` under the HTML's hash. The same
 * HTML is the same file, which another URL or an earlier build may have written already; the HTML file is
 * written last, so its presence means the copies are there.
 */
export async function storePage(dir: string, html: Buffer): Promise<StoredPage> {
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27)
  const [br, gzip] = await Promise.all([COMPRESS.pageBr(html), COMPRESS.pageGzip(html)])
  const identityFile = pageFile(dir, tag, 'identity')
  if (!existsSync(identityFile)) {
    await Promise.all([writeFile(pageFile(dir, tag, 'br'), br), writeFile(pageFile(dir, tag, 'gzip'), gzip)])
    await writeFile(identityFile, html)
  }
  const hashes = inlineHashes(html.toString('utf8'))
  return {
    tag,
    sizes: { identity: html.length, br: br.length, gzip: gzip.length },
    scriptHashes: hashes.scripts,
    styleHashes: hashes.styles,
  }
}

/** The site's config files: what `npm run config:check` checks. */
export const CONFIG_INPUTS = ['routes.json', 'partners.json', 'site-config']

/** What the checks of config:check are made of besides the config: the engine, the schemas and the blocks' schemas. */
export const CHECK_INPUTS = ['runtime', 'schemas', 'blocks']

/**
 * Whether the build in `root` (its index, when the caller read it already) loaded exactly the config files there
 * are now, which it only does when every check passes: the production server then reads them without checking
 * them again (loadCheckedSite), and serves the index's URLs without looking each up in the routes.
 */
export function configCheckedByBuild(root: string, index: PagesIndex | null = readPagesIndex(root)): boolean {
  const built = index?.configHash
  return built !== undefined && built === hashFiles(root, CONFIG_INPUTS)
}

/** One hash of the files under `paths` (files or folders, relative to root): their names and contents. */
export function hashFiles(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name))
      return
    }
    hash.update(`${relative(root, path)}\n`).update(readFileSync(path))
  }
  for (const path of paths) visit(join(root, path))
  return hash.digest('base64url')
}

/**
 * Build step after `vike prerender`: writes .br and .gz copies beside every prerendered page (query
 * variants included: `secure/index.html?utm_ads=…`), so the production server starts without compressing
 * them (it serves the pages from memory), and beside every compressible built asset, so sirv sends the
 * build's brotli instead of compressing on each request (the static fast path has no compression middleware).
 * zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PRECOMPRESSED_ASYNC } from '../server/prerenderedPages.server.ts'

/** A prerendered page: `index.html`, `404.html`, or a page of declared query values `index.html?name=value`. */
const PAGE = /\.html(\?.*)?$/
/** Text assets worth compressing; images and fonts are compressed already. */
const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|map)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Pages always get both copies (the server expects them); an asset only gets a copy smaller than itself. */
async function precompress(file: string, always: boolean): Promise<void> {
  const content = await readFile(file)
  await Promise.all(
    Object.entries(PRECOMPRESSED_ASYNC).map(async ([encoding, compress]) => {
      const copy = await compress(content)
      if (always || copy.length < content.length) await writeFile(`${file}.${encoding}`, copy)
    }),
  )
}

const clientDir = resolve(import.meta.dirname, '../dist/client')
const files = await filesUnder(clientDir)
const pages = files.filter((file) => PAGE.test(file))
const assets = files.filter((file) => TEXT_ASSET.test(file))
await Promise.all([
  ...pages.map((page) => precompress(page, true)),
  ...assets.map((asset) => precompress(asset, false)),
])
console.log(`precompressed ${pages.length} prerendered pages and ${assets.length} assets (brotli and gzip)`)

/**
 * Build step after `vike prerender`: writes index.html.br and index.html.gz beside every prerendered page,
 * so the production server starts without compressing them (it serves the pages from memory).
 * zlib's asynchronous calls run on libuv's thread pool, so the pages are compressed on every core.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PRECOMPRESSED_ASYNC } from '../server/prerenderedPages.server.ts'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

async function precompress(file: string): Promise<void> {
  const html = await readFile(file)
  await Promise.all(
    Object.entries(PRECOMPRESSED_ASYNC).map(async ([encoding, compress]) =>
      writeFile(`${file}.${encoding}`, await compress(html)),
    ),
  )
}

const files = await htmlFiles(resolve(import.meta.dirname, '../dist/client'))
await Promise.all(files.map(precompress))
console.log(`precompressed ${files.length} prerendered pages (brotli and gzip)`)

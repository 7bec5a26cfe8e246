/**
 * Build step: writes .br and .gz copies beside every compressible built asset in dist/client, so sirv sends the
 * build's brotli instead of compressing on each request (the static fast path has no compression middleware).
 * Prerendered pages get theirs when they are rendered (scripts/build/prerenderWorker.ts). zlib's asynchronous
 * calls run on libuv's thread pool, so the files are compressed on every core.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { COMPRESS } from '../../server/prerenderedIndex.server.ts'

/** Text assets worth compressing; images and fonts are compressed already. */
const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|map)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** An asset only gets a copy smaller than itself. */
async function precompress(file: string): Promise<void> {
  const content = await readFile(file)
  const copies = { br: COMPRESS.assetBr, gz: COMPRESS.gzip }
  await Promise.all(
    Object.entries(copies).map(async ([encoding, compress]) => {
      const copy = await compress(content)
      if (copy.length < content.length) await writeFile(`${file}.${encoding}`, copy)
    }),
  )
}

const clientDir = resolve(import.meta.dirname, '../../dist/client')
const assets = (await filesUnder(clientDir)).filter((file) => TEXT_ASSET.test(file))
await Promise.all(assets.map((asset) => precompress(asset)))
console.log(`precompressed ${assets.length} assets (brotli and gzip)`)

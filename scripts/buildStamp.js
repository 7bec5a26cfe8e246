/**
 * The build stamp: a fingerprint of every input of `npm run build` (path, size and modification time of each
 * file), which the build writes into dist/ when it finishes and `npm start` compares before serving, so a
 * start after a build does not build again and a start after an edit does. Plain JavaScript, because
 * `npm start` runs on plain Node before anything is compiled.
 *
 *   node scripts/buildStamp.js   writes dist/.build-stamp (the last step of npm run build)
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const STAMP_FILE = 'dist/.build-stamp'

/** Everything the build reads: the site's code and config, the server it compiles, its own steps. */
export const INPUTS = [
  'pages',
  'runtime',
  'blocks',
  'services',
  'schemas',
  'server',
  'site-config',
  'public',
  'routes.json',
  'partners.json',
  'vite.config.ts',
  'scripts/build',
  'scripts/vite',
  'scripts/buildStamp.js',
  'package.json',
  'package-lock.json',
]

/** A fingerprint of every build input's path, size and modification time (tests are not inputs). */
export function buildFingerprint(root, inputs = INPUTS) {
  const hash = createHash('sha256')
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (name !== '__tests__' && name !== 'node_modules') visit(join(path, name))
    } else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
  }
  for (const input of inputs) visit(join(root, input))
  return hash.digest('hex')
}

/** Whether dist/ holds a complete build of the inputs as they are now. */
export function buildIsCurrent(root) {
  const stamp = join(root, STAMP_FILE)
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildFingerprint(root)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..')
  writeFileSync(join(root, STAMP_FILE), buildFingerprint(root))
}

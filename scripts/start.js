/**
 * npm start: builds when the sources or config changed since the last build (the stamp `npm run build`
 * writes, scripts/buildStamp.js), then runs the compiled production server (dist/node/server.mjs) in this
 * process with plain Node, on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIsCurrent } from './buildStamp.js'

const root = resolve(import.meta.dirname, '..')
if (!buildIsCurrent(root)) {
  console.log('Building the site (sources changed since the last build)...')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
process.env.NODE_ENV = 'production'
process.setSourceMapsEnabled(true)
await import(pathToFileURL(join(root, 'dist/node/server.mjs')).href)

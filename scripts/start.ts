/**
 * npm start — builds when the sources or config changed since the last build, then serves the
 * production build on PORT (default 3000).
 */
import { spawnSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const stampFile = join(root, 'dist/.build-stamp')
const INPUTS = [
  'pages',
  'runtime',
  'blocks',
  'services',
  'schemas',
  'site-config',
  'public',
  'routes.json',
  'partners.json',
  'vite.config.ts',
  'package-lock.json',
]

/** A fingerprint of every build input's path, size and modification time. */
function fingerprint(): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (name !== '__tests__' && name !== 'node_modules') visit(join(path, name))
    } else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
  }
  for (const input of INPUTS) visit(join(root, input))
  return hash.digest('hex')
}

const current = fingerprint()
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null
if (built !== current || !existsSync(join(root, 'dist/server'))) {
  console.log('Building the site (sources changed since the last build)...')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(stampFile, current)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** Builds only when the production server would have nothing to serve. */
export function ensureBuild(root: string): void {
  if (existsSync(join(root, 'dist/node/server.mjs')) && existsSync(join(root, 'dist/pages/index.json'))) return
  console.log('bench: no build in dist/, running npm run build ...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`bench: npm run build failed (exit ${result.status})`)
}

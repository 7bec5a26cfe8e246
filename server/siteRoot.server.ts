import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The site's folder (the one holding routes.json) above `startDir`: `server/` when the sources run (npm run
 * dev), `dist/node/` when the compiled server runs (npm start), so both find the config and dist/ alike.
 */
export function siteRootAbove(startDir: string): string {
  for (let dir = startDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'routes.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no routes.json in ${startDir} or any folder above it`)
  }
}

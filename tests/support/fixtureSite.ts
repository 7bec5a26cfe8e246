import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkSite, type SiteCheck } from '../../runtime/config/loadSite.server.ts'

export const repoRoot = join(import.meta.dirname, '../..')
export const minimalSiteDir = join(repoRoot, 'tests/fixtures/minimal-site')
export const brokenFixturesDir = join(repoRoot, 'tests/fixtures/broken-config')

/**
 * Checks a site whose files come from `layers`, first match wins, then the repository's own config:
 * a broken fixture only holds the file it breaks.
 */
export function checkLayeredSite(...layers: string[]): SiteCheck {
  return checkSite(repoRoot, {
    readConfigFile(file) {
      for (const dir of layers) {
        const candidate = join(dir, file)
        if (existsSync(candidate)) return readFileSync(candidate, 'utf8')
      }
      return readFileSync(join(repoRoot, file), 'utf8')
    },
  })
}

export function minimalSite() {
  const { issues, runtime } = checkLayeredSite(minimalSiteDir)
  if (!runtime)
    throw new Error(
      `minimal fixture site is invalid:\n${issues.map((i) => `${i.file}:${i.line}:${i.column} ${i.path} ${i.message}`).join('\n')}`,
    )
  return runtime
}

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkSite } from '../../../runtime/config/loadSite.server.ts'
import { CONFIG_FILES } from '../../../runtime/config/configFiles.server.ts'
import { formatIssue } from '../../../runtime/config/ConfigIssue.ts'
import type { SiteConfig } from '../../../runtime/SiteConfig.ts'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'
import { minimalSiteDir, repoRoot } from '../../../tests/support/fixtureSite.ts'

/** In-place edits of the minimal site's parsed config files, by config key. */
export type SiteEdits = { [K in keyof SiteConfig]?: (config: SiteConfig[K]) => void }

/** The minimal fixture site's file, or the repository's when the fixture does not hold one. */
export function minimalSiteFile(file: string): string {
  const fixture = join(minimalSiteDir, file)
  return readFileSync(existsSync(fixture) ? fixture : join(repoRoot, file), 'utf8')
}

/**
 * Compiles the minimal fixture site with edits applied in memory, the way a revision of the
 * config would be read: the edited JSON goes through checkSite's readConfigFile.
 */
export function minimalSiteWith(edits: SiteEdits = {}): SiteRuntime {
  const { issues, runtime } = checkSite(repoRoot, {
    readConfigFile(file) {
      const spec = CONFIG_FILES.find((candidate) => candidate.file === file)
      const edit = spec && (edits[spec.key] as ((config: unknown) => void) | undefined)
      const text = minimalSiteFile(file)
      if (!edit) return text
      const config: unknown = JSON.parse(text)
      edit(config)
      return JSON.stringify(config, null, 2)
    },
  })
  if (!runtime) throw new Error(`edited minimal site is invalid:\n${issues.map(formatIssue).join('\n')}`)
  return runtime
}

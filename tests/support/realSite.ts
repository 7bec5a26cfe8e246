import { loadSite } from '../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { repoRoot } from './fixtureSite.ts'

let cached: SiteRuntime | undefined

/** The repository's own config compiled once per test file, for tests of the real pages. */
export function realSite(): SiteRuntime {
  cached ??= loadSite(repoRoot)
  return cached
}

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_INPUTS, hashFiles } from '../prerenderedIndex.server.ts'

/**
 * Which revision of the site a build serves: the git commit it was built from and a hash of the config it
 * was built from (`npm run build` records it in dist/revision.json; `/api/health` and the `X-Site-Revision`
 * header of every answer show it). Both, because neither says it alone: a build of uncommitted edits names
 * the last commit, and two commits that only change code build the same config.
 */
export interface SiteRevision {
  /** `git rev-parse HEAD` of the site's folder at build time; `unknown` outside a git repository. */
  commit: string
  /** sha256 (base64url) of the config, content and catalogue files the pages are built from (contentHashOf). */
  contentHash: string
  /** When the build recorded it (ISO); null for a development server, which serves the files as they are. */
  builtAt: string | null
}

/** Where `npm run build` records the revision (scripts/build/recordRevision.ts). */
export const REVISION_FILE = 'dist/revision.json'

const UNKNOWN = 'unknown'

/**
 * The hash of the config files (routes, partners, site-config with its content and catalogue): the same
 * hash the build keeps in its page index (configHash), so a revision and the pages it built agree.
 */
export function contentHashOf(root: string): string {
  return hashFiles(root, CONFIG_INPUTS)
}

/** HEAD's commit, or `unknown` when there is no git, no repository or no commit yet: never an error. */
export function gitCommitOf(root: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--verify', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim()
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit : UNKNOWN
  } catch {
    return UNKNOWN
  }
}

export function computeSiteRevision(root: string, builtAt: Date | null = new Date()): SiteRevision {
  return { commit: gitCommitOf(root), contentHash: contentHashOf(root), builtAt: builtAt?.toISOString() ?? null }
}

/** The revision `npm run build` recorded in dist/, or null (no build, or one made before builds recorded it). */
export function readRecordedRevision(root: string): SiteRevision | null {
  const file = join(root, REVISION_FILE)
  if (!existsSync(file)) return null
  try {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Partial<SiteRevision>
    if (typeof recorded.commit !== 'string' || typeof recorded.contentHash !== 'string') return null
    return { commit: recorded.commit, contentHash: recorded.contentHash, builtAt: recorded.builtAt ?? null }
  } catch {
    return null
  }
}

/**
 * What this server serves: in production the build's recorded revision (a build without one says
 * `unknown`, it is not refused); in development the files as they are at start.
 */
export function servedRevision(root: string, production: boolean): SiteRevision {
  if (!production) return computeSiteRevision(root, null)
  return readRecordedRevision(root) ?? { commit: UNKNOWN, contentHash: UNKNOWN, builtAt: null }
}

/**
 * The `X-Site-Revision` header: the commit's and the content hash's first 12 characters,
 * `<commit>-<content>` (e.g. `3364687a1b2c-9f86d081884c`), enough to tell builds apart at a glance.
 */
export function revisionHeaderValue(revision: SiteRevision): string {
  return `${revision.commit.slice(0, 12)}-${revision.contentHash.slice(0, 12)}`
}

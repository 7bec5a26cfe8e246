import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Which revision of the site a build serves: the git commit it was built from and a hash of the config it
 * was built from (`npm run build` records it in dist/revision.json; `/api/health` and the `X-Site-Revision`
 * header of every answer show it). Both, because neither says it alone: a build of uncommitted edits names
 * the last commit, and two commits that only change code build the same config.
 */
export interface SiteRevision {
  /** `git rev-parse HEAD` of the site's folder at build time; `unknown` outside a git repository. */
  commit: string
  /** sha256 of the config, content and catalogue files the pages are built from (CONFIG_FILES). */
  contentHash: string
  /** When the build recorded it (ISO); null for a development server, which serves the files as they are. */
  builtAt: string | null
}

/** Where `npm run build` records the revision (scripts/build/recordRevision.ts). */
export const REVISION_FILE = 'dist/revision.json'

/** The files the site is made of, as opposed to its code: routes, partners, site-config (content, catalogue). */
export const CONFIG_FILES = ['routes.json', 'partners.json', 'site-config']

const UNKNOWN = 'unknown'

/** The hash of every CONFIG_FILES file's path (relative, `/`-separated) and bytes, in path order. */
export function contentHashOf(root: string): string {
  const files: string[] = []
  const visit = (path: string) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
    else files.push(path)
  }
  for (const input of CONFIG_FILES) visit(join(root, input))
  const hash = createHash('sha256')
  for (const [name, path] of files
    .map((path) => [relative(root, path).split(sep).join('/'), path] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const bytes = readFileSync(path)
    // Name and length first: moving bytes from one file to the next changes the hash.
    hash.update(`${name}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex')
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

/**
 * npm run release -- <keep | list | activate <name> | rollback>: the builds a host keeps, so a deploy can be
 * undone by starting the previous one again (docs/operations.md, "Publishing").
 *
 *   keep            copies this folder with its build (dist/, and the code, config and schemas the server
 *                   reads at run time; node_modules and data/ are linked, not copied) to
 *                   releases/<build time>_<revision>/, makes it releases/current, and keeps the last KEEP
 *   list            the kept releases, newest first, with their revision; `*` marks releases/current
 *   activate NAME   points releases/current at a kept release (then restart the instances one by one)
 *   rollback        points releases/current at the release kept before the current one
 *
 * Instances run `node releases/current/dist/node/server.mjs`: Node resolves the link when it starts, so a
 * running instance keeps its release while `current` moves, and each restart picks up the new one.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readRecordedRevision, revisionHeaderValue } from '../server/revision/siteRevision.server.ts'

/** How many releases stay on the host (the current one always stays). */
const KEEP = 5
const RELEASES = 'releases'
/** Not part of a release: dependencies (linked), history, data, other releases, test output. */
const LEFT_OUT = new Set(['node_modules', '.git', 'releases', 'data', 'test-results', '.ci'])

export interface KeptRelease {
  name: string
  revision: string
  builtAt: string | null
  current: boolean
}

/** The kept releases, newest build first. */
export function listReleases(root: string): KeptRelease[] {
  const dir = join(root, RELEASES)
  if (!existsSync(dir)) return []
  const current = currentRelease(root)
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const revision = readRecordedRevision(join(dir, entry.name))
      return {
        name: entry.name,
        revision: revision ? revisionHeaderValue(revision) : 'unknown',
        builtAt: revision?.builtAt ?? null,
        current: entry.name === current,
      }
    })
    .sort((a, b) => (b.builtAt ?? '').localeCompare(a.builtAt ?? ''))
}

export function currentRelease(root: string): string | null {
  const link = join(root, RELEASES, 'current')
  return existsSync(link) ? readlinkSync(link) : null
}

/** Copies the build in `root` into releases/, makes it current; returns its name. */
export function keepRelease(root: string): string {
  const revision = readRecordedRevision(root)
  if (!revision?.builtAt) throw new Error('No build to keep: run `npm run build` first.')
  // The build time first, so names sort by age; the revision after it, as X-Site-Revision shows it.
  const name = `${revision.builtAt.replace(/[:.]/g, '-')}_${revisionHeaderValue(revision)}`
  const target = join(root, RELEASES, name)
  mkdirSync(join(root, RELEASES), { recursive: true })
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target)
  for (const entry of readdirSync(root))
    if (!LEFT_OUT.has(entry))
      cpSync(join(root, entry), join(target, entry), { recursive: true, verbatimSymlinks: true })
  symlinkSync(resolve(root, 'node_modules'), join(target, 'node_modules'), 'dir')
  // The SQLite data (when no DATA_DIR or DATABASE_URL is set) stays the host's, whichever release runs.
  mkdirSync(join(root, 'data'), { recursive: true })
  symlinkSync(resolve(root, 'data'), join(target, 'data'), 'dir')
  activateRelease(root, name)
  prune(root)
  return name
}

/** Points releases/current at `name`, replacing the link in one rename (never a moment without one). */
export function activateRelease(root: string, name: string): void {
  if (!existsSync(join(root, RELEASES, name, 'dist/node/server.mjs')))
    throw new Error(`No kept release ${name} (npm run release -- list).`)
  const next = join(root, RELEASES, `current.${process.pid}`)
  rmSync(next, { force: true })
  symlinkSync(name, next, 'dir')
  renameSync(next, join(root, RELEASES, 'current'))
}

/** Makes the release kept before the current one current again; returns its name. */
export function rollbackRelease(root: string): string {
  const releases = listReleases(root)
  const at = releases.findIndex((release) => release.current)
  const previous = at === -1 ? undefined : releases[at + 1]
  if (!previous) throw new Error('No release older than the current one to roll back to.')
  activateRelease(root, previous.name)
  return previous.name
}

function prune(root: string): void {
  const releases = listReleases(root)
  for (const release of releases.slice(KEEP))
    if (!release.current) rmSync(join(root, RELEASES, release.name), { recursive: true, force: true })
}

function main(args: string[]): void {
  const root = resolve(import.meta.dirname, '..')
  const [command, name] = args
  const expect = (release: string) =>
    console.log(`releases/current is ${release}: restart the instances one at a time, then check X-Site-Revision`)
  if (command === 'keep') expect(keepRelease(root))
  else if (command === 'activate' && name) {
    activateRelease(root, name)
    expect(name)
  } else if (command === 'rollback') expect(rollbackRelease(root))
  else if (command === 'list' || command === undefined)
    for (const release of listReleases(root))
      console.log(`${release.current ? '*' : ' '} ${release.name}  ${release.revision}  built ${release.builtAt}`)
  else {
    console.error('usage: npm run release -- keep | list | activate <name> | rollback')
    process.exit(2)
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

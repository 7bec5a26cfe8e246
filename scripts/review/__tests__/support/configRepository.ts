import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const siteRoot = join(import.meta.dirname, '../../../..')

/** A parsed config file, edited freely by a test (its shape is checked when the revision is read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture edits reach into any config file's shape
export type FixtureJson = any

/** A git repository holding the site's config and schemas (what config:review reads), for fixture revisions. */
export interface ConfigRepository {
  dir: string
  /** Edits a JSON file of the repository in place and commits it; returns the commit. */
  commit(message: string, edits: Record<string, (json: FixtureJson) => void>): string
  head(): string
  dispose(): void
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

/**
 * A temporary git repository made from the working tree's current config: routes.json, partners.json,
 * site-config/, schemas/ and every block's schema.json, committed once as the base revision.
 */
export function configRepository(): ConfigRepository {
  const dir = mkdtempSync(join(tmpdir(), 'review-fixture-'))
  for (const path of ['routes.json', 'partners.json', 'site-config', 'schemas'])
    cpSync(join(siteRoot, path), join(dir, path), { recursive: true })
  for (const type of readdirSync(join(siteRoot, 'blocks'))) {
    const schema = join(siteRoot, 'blocks', type, 'schema.json')
    if (existsSync(schema)) cpSync(schema, join(dir, 'blocks', type, 'schema.json'))
  }
  git(dir, ['init', '-q', '-b', 'main'])
  git(dir, ['add', '-A'])
  git(dir, ['-c', 'user.name=Review Test', '-c', 'user.email=review@example.com', 'commit', '-qm', 'base'])
  return {
    dir,
    commit(message, edits) {
      for (const [file, edit] of Object.entries(edits)) {
        const path = join(dir, file)
        const json: FixtureJson = JSON.parse(readFileSync(path, 'utf8'))
        edit(json)
        writeFileSync(path, JSON.stringify(json, null, 2) + '\n')
      }
      git(dir, ['add', '-A'])
      git(dir, ['-c', 'user.name=Review Test', '-c', 'user.email=review@example.com', 'commit', '-qm', message])
      return git(dir, ['rev-parse', 'HEAD'])
    },
    head: () => git(dir, ['rev-parse', 'HEAD']),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}

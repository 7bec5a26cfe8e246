import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  REVISION_FILE,
  computeSiteRevision,
  contentHashOf,
  gitCommitOf,
  readRecordedRevision,
  revisionHeaderValue,
  servedRevision,
} from '../siteRevision.server.ts'

const folders: string[] = []
afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true })
})

/** A site folder with the config files a revision hashes, and a code file it does not. */
function siteFolder(partnerName = 'Acme Alarms'): string {
  const root = mkdtempSync(join(tmpdir(), 'harbor-revision-'))
  folders.push(root)
  mkdirSync(join(root, 'site-config/catalog'), { recursive: true })
  mkdirSync(join(root, 'server'))
  writeFileSync(join(root, 'routes.json'), '{"routes":[]}')
  writeFileSync(join(root, 'partners.json'), JSON.stringify({ partners: [{ id: 'acme', name: partnerName }] }))
  writeFileSync(join(root, 'site-config/brand.json'), '{"name":"Harbor"}')
  writeFileSync(join(root, 'site-config/catalog/items.json'), '[]')
  writeFileSync(join(root, 'server/index.ts'), 'export {}')
  return root
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim()

describe('the content hash', () => {
  it('changes with one partner name and with a catalogue file, not with code', () => {
    const root = siteFolder()
    const before = contentHashOf(root)
    expect(before).toMatch(/^[\w-]{43}$/)
    writeFileSync(join(root, 'server/index.ts'), 'export const changed = 1')
    expect(contentHashOf(root)).toBe(before)
    writeFileSync(join(root, 'partners.json'), JSON.stringify({ partners: [{ id: 'acme', name: 'Acme Alarm Co' }] }))
    const renamed = contentHashOf(root)
    expect(renamed).not.toBe(before)
    writeFileSync(join(root, 'site-config/catalog/items.json'), '[{"id":"hub"}]')
    expect(contentHashOf(root)).not.toBe(renamed)
  })

  it('is the same for the same files in another folder, and moving bytes between files changes it', () => {
    const a = siteFolder()
    const b = siteFolder()
    expect(contentHashOf(a)).toBe(contentHashOf(b))
    writeFileSync(join(b, 'routes.json'), '{"routes":[]}{"name":"Harbor"}')
    writeFileSync(join(b, 'site-config/brand.json'), '')
    expect(contentHashOf(b)).not.toBe(contentHashOf(a))
  })
})

describe('the git commit', () => {
  it('is HEAD in a repository, and `unknown` (never an error) outside one or before the first commit', () => {
    const root = siteFolder()
    expect(gitCommitOf(root)).toBe('unknown')
    git(root, 'init', '-q')
    expect(gitCommitOf(root)).toBe('unknown')
    git(root, 'add', '.')
    git(root, 'commit', '-q', '-m', 'first')
    expect(gitCommitOf(root)).toBe(git(root, 'rev-parse', 'HEAD'))
  })
})

describe('the recorded revision', () => {
  it('production serves what the build recorded; a build without a record says unknown; development computes', () => {
    const root = siteFolder()
    expect(servedRevision(root, true)).toEqual({ commit: 'unknown', contentHash: 'unknown', builtAt: null })
    const built = computeSiteRevision(root, new Date('2026-11-24T21:00:00Z'))
    mkdirSync(join(root, 'dist'))
    writeFileSync(join(root, REVISION_FILE), JSON.stringify(built))
    // The files change after the build: production still names the build's revision.
    writeFileSync(join(root, 'partners.json'), '{"partners":[]}')
    expect(readRecordedRevision(root)).toEqual(built)
    expect(servedRevision(root, true)).toEqual(built)
    expect(servedRevision(root, false)).toEqual({ commit: 'unknown', contentHash: contentHashOf(root), builtAt: null })
  })

  it('the header names the first 12 characters of each', () => {
    expect(revisionHeaderValue({ commit: 'a'.repeat(40), contentHash: 'b'.repeat(64), builtAt: null })).toBe(
      `${'a'.repeat(12)}-${'b'.repeat(12)}`,
    )
    expect(revisionHeaderValue({ commit: 'unknown', contentHash: 'c'.repeat(64), builtAt: null })).toBe(
      `unknown-${'c'.repeat(12)}`,
    )
  })
})

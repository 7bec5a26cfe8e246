import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { activateRelease, currentRelease, keepRelease, listReleases, rollbackRelease } from '../release.ts'

const folders: string[] = []
afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true })
})

/** A site folder with a "build" of the given time and content hash (what keep reads: dist/revision.json). */
function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'harbor-release-'))
  folders.push(root)
  mkdirSync(join(root, 'node_modules'))
  mkdirSync(join(root, '.git'))
  writeFileSync(join(root, 'routes.json'), '{}')
  return root
}

function build(root: string, builtAt: string, contentHash: string, partner: string): void {
  mkdirSync(join(root, 'dist/node'), { recursive: true })
  writeFileSync(join(root, 'dist/node/server.mjs'), '')
  writeFileSync(join(root, 'dist/revision.json'), JSON.stringify({ commit: 'a'.repeat(40), contentHash, builtAt }))
  writeFileSync(join(root, 'partners.json'), JSON.stringify({ partner }))
}

describe('npm run release', () => {
  it('keeps each build as a release with its config, makes it current, and rolls back to the one before', () => {
    const root = site()
    build(root, '2026-11-24T21:00:00.000Z', 'A'.repeat(43), 'Keystone Realty Group')
    const a = keepRelease(root)
    build(root, '2026-11-24T21:10:00.000Z', 'B'.repeat(43), 'Keystone Realty Partners')
    const b = keepRelease(root)
    expect(a).toBe(`2026-11-24T21-00-00-000Z_${'a'.repeat(12)}-${'A'.repeat(12)}`)
    expect(currentRelease(root)).toBe(b)
    // A release is the whole folder as built: its own config beside its build, not the checkout's.
    expect(readFileSync(join(root, 'releases', a, 'partners.json'), 'utf8')).toContain('Keystone Realty Group')
    expect(readFileSync(join(root, 'releases', b, 'partners.json'), 'utf8')).toContain('Keystone Realty Partners')
    // Dependencies and data are the host's, linked; history and other releases are left out.
    expect(readlinkSync(join(root, 'releases', a, 'node_modules'))).toBe(join(root, 'node_modules'))
    expect(readlinkSync(join(root, 'releases', a, 'data'))).toBe(join(root, 'data'))
    expect(existsSync(join(root, 'releases', b, '.git'))).toBe(false)
    expect(existsSync(join(root, 'releases', b, 'releases'))).toBe(false)
    expect(listReleases(root).map((release) => [release.name, release.current])).toEqual([
      [b, true],
      [a, false],
    ])

    expect(rollbackRelease(root)).toBe(a)
    expect(currentRelease(root)).toBe(a)
    expect(() => rollbackRelease(root)).toThrow('No release older than the current one')
    activateRelease(root, b)
    expect(currentRelease(root)).toBe(b)
    expect(() => activateRelease(root, 'no-such-release')).toThrow('No kept release no-such-release')
  })

  it('keeps the last five releases, and refuses a folder without a build', () => {
    const root = site()
    expect(() => keepRelease(root)).toThrow('No build to keep')
    const names: string[] = []
    for (let minute = 10; minute < 17; minute += 1) {
      build(root, `2026-11-24T21:${minute}:00.000Z`, String(minute).repeat(22).slice(0, 43), `partner ${minute}`)
      names.push(keepRelease(root))
    }
    expect(listReleases(root).map((release) => release.name)).toEqual(names.slice(2).reverse())
  })
})

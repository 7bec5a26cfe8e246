import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NothingToCommit, commitToBranch } from '../commitToBranch.server.ts'
import { git } from '../git.server.ts'
import { tempRepo } from './gitRepo.ts'

let repo: ReturnType<typeof tempRepo>
beforeEach(() => {
  repo = tempRepo({ 'routes.json': '{ "routes": [] }\n', 'site-config/sections.json': '{}\n', 'README.md': 'hi\n' })
})
afterEach(() => repo.remove())

/** Everything the editor's own checkout is: branch, commit, index, and the working files with their times. */
function checkoutState(dir: string) {
  return {
    branch: git(dir, ['symbolic-ref', 'HEAD']),
    head: git(dir, ['rev-parse', 'HEAD']),
    index: readFileSync(join(dir, '.git/index')).toString('base64'),
    staged: git(dir, ['diff', '--cached']),
    status: git(dir, ['status', '--porcelain']),
    files: ['routes.json', 'README.md', 'site-config/sections.json'].map((file) => [
      readFileSync(join(dir, file), 'utf8'),
      statSync(join(dir, file)).mtimeMs,
    ]),
  }
}

describe('commitToBranch', () => {
  it('commits onto a new review branch without touching HEAD, the index or the working files', () => {
    // The editor has work of their own: a staged change and an unsaved one.
    writeFileSync(join(repo.dir, 'README.md'), 'staged\n')
    git(repo.dir, ['add', 'README.md'])
    writeFileSync(join(repo.dir, 'routes.json'), '{ "routes": ["mine, not committed"] }\n')
    const before = checkoutState(repo.dir)
    const base = git(repo.dir, ['rev-parse', 'HEAD'])

    const { commit, created } = commitToBranch({
      repoDir: repo.dir,
      branch: 'site/new-route',
      files: { 'routes.json': '{ "routes": ["new"] }\n' },
      message: 'Add the new route\n\nfrom the studio',
    })

    expect(created).toBe(true)
    expect(checkoutState(repo.dir)).toEqual(before)
    expect(git(repo.dir, ['rev-parse', 'refs/heads/site/new-route'])).toBe(commit)
    expect(git(repo.dir, ['rev-parse', `${commit}^`])).toBe(base)
    expect(git(repo.dir, ['show', `${commit}:routes.json`])).toBe('{ "routes": ["new"] }')
    // Only the given file changed; the staged README is not in the review.
    expect(git(repo.dir, ['diff', '--name-only', base, commit])).toBe('routes.json')
    expect(git(repo.dir, ['log', '-1', '--format=%B', commit])).toBe('Add the new route\n\nfrom the studio\n')
  })

  it('adds later commits on top of the branch, and files in folders', () => {
    const first = commitToBranch({
      repoDir: repo.dir,
      branch: 'site/sections',
      files: { 'site-config/sections.json': '{ "a": 1 }\n' },
      message: 'one',
    })
    const second = commitToBranch({
      repoDir: repo.dir,
      branch: 'site/sections',
      files: { 'site-config/sections.json': '{ "a": 2 }\n', 'routes.json': '{ "routes": [1] }\n' },
      message: 'two',
    })
    expect(second.created).toBe(false)
    expect(git(repo.dir, ['rev-parse', `${second.commit}^`])).toBe(first.commit)
    expect(git(repo.dir, ['show', 'site/sections:site-config/sections.json'])).toBe('{ "a": 2 }')
    expect(git(repo.dir, ['ls-tree', '-r', '--name-only', 'site/sections']).split('\n').sort()).toEqual([
      'README.md',
      'routes.json',
      'site-config/sections.json',
    ])
  })

  it('refuses an empty commit and a bad branch name', () => {
    expect(() =>
      commitToBranch({
        repoDir: repo.dir,
        branch: 'site/same',
        files: { 'routes.json': '{ "routes": [] }\n' },
        message: 'nothing',
      }),
    ).toThrow(NothingToCommit)
    expect(() =>
      commitToBranch({ repoDir: repo.dir, branch: 'site/bad..name', files: { 'a.txt': 'a' }, message: 'x' }),
    ).toThrow()
    expect(git(repo.dir, ['for-each-ref', 'refs/heads/site/'])).toBe('')
  })
})

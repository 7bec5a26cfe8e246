import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { commitToBranch } from '../commitToBranch.server.ts'
import { git } from '../git.server.ts'
import { githubRepositoryOf, pushReviewBranch } from '../pushBranch.server.ts'
import { tempRepo } from './gitRepo.ts'

let repo: ReturnType<typeof tempRepo>
let bare = ''
beforeEach(() => {
  repo = tempRepo({ 'routes.json': '{}\n' })
  bare = mkdtempSync(join(tmpdir(), 'review-origin-'))
  git(bare, ['init', '--quiet', '--bare'])
})
afterEach(() => {
  repo.remove()
  rmSync(bare, { recursive: true, force: true })
})

describe('pushReviewBranch', () => {
  it('pushes the review branch to origin, and only it', () => {
    git(repo.dir, ['remote', 'add', 'origin', bare])
    const { commit } = commitToBranch({
      repoDir: repo.dir,
      branch: 'site/shop-heading',
      files: { 'routes.json': '{ "changed": true }\n' },
      message: 'Shop heading',
    })
    expect(pushReviewBranch(repo.dir, 'site/shop-heading')).toEqual({ pushed: true, remote: 'origin' })
    expect(git(bare, ['rev-parse', 'refs/heads/site/shop-heading'])).toBe(commit)
    expect(git(bare, ['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/site/shop-heading')
  })

  it('does not overwrite a branch someone else moved on the remote', () => {
    git(repo.dir, ['remote', 'add', 'origin', bare])
    commitToBranch({ repoDir: repo.dir, branch: 'site/x', files: { 'routes.json': '1\n' }, message: 'one' })
    expect(pushReviewBranch(repo.dir, 'site/x').pushed).toBe(true)
    // Another clone's commit lands on the remote branch first.
    const other = tempRepo({ 'other.txt': 'o\n' })
    try {
      git(other.dir, ['push', '--quiet', '--force', bare, 'HEAD:refs/heads/site/x'])
    } finally {
      other.remove()
    }
    commitToBranch({ repoDir: repo.dir, branch: 'site/x', files: { 'routes.json': '2\n' }, message: 'two' })
    const outcome = pushReviewBranch(repo.dir, 'site/x')
    expect(outcome.pushed).toBe(false)
  })

  it('says there is no remote instead of failing', () => {
    commitToBranch({ repoDir: repo.dir, branch: 'site/x', files: { 'routes.json': '1\n' }, message: 'one' })
    expect(pushReviewBranch(repo.dir, 'site/x')).toEqual({
      pushed: false,
      reason: 'this repository has no remote named origin',
    })
  })

  it('reads owner/name from GitHub remotes', () => {
    expect(githubRepositoryOf('git@github.com:harbor/site.git')).toBe('harbor/site')
    expect(githubRepositoryOf('https://github.com/harbor/site')).toBe('harbor/site')
    expect(githubRepositoryOf('/srv/git/site.git')).toBeNull()
  })
})

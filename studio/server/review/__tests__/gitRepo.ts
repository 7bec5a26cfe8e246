import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { git } from '../git.server.ts'

/** A throwaway repository with one commit of `files` on `main`, for the review tests. */
export function tempRepo(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'review-repo-'))
  git(dir, ['init', '--quiet', '--initial-branch=main'])
  git(dir, ['config', 'user.name', 'Test Editor'])
  git(dir, ['config', 'user.email', 'editor@example.com'])
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  git(dir, ['add', '-A'])
  git(dir, ['commit', '--quiet', '-m', 'the site as it is'])
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

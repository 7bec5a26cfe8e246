import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveCommit } from '../lib/gitRevisions.ts'

/** One revision of the site written out to a folder of its own, to be read, built and served like a checkout. */
export interface RevisionTree {
  /** The ref as the reviewer named it (`origin/main`, `HEAD`, a branch). */
  ref: string
  commit: string
  dir: string
  dispose(): void
}

/**
 * Writes the files of `ref` (the site's folder of that commit) to a temporary folder with `git archive`,
 * which leaves the repository's worktree list and index alone, and links the checkout's node_modules into it
 * so the revision can be built without an install. Throws with a sentence when the ref names no commit.
 */
export function revisionTree(root: string, ref: string): RevisionTree {
  const commit = resolveCommit(root, ref)
  if (!commit) throw new Error(`${ref} is not a commit here (a typo, or a branch that is not fetched?)`)
  const dir = mkdtempSync(join(tmpdir(), `site-review-${commit.slice(0, 7)}-`))
  try {
    // `<commit>:./` is the site's folder of that commit, wherever it sits in the repository.
    const tar = execFileSync('git', ['archive', '--format=tar', `${commit}:./`], {
      cwd: root,
      maxBuffer: 1024 * 1024 * 1024,
    })
    execFileSync('tar', ['-x', '-C', dir], { input: tar })
    const modules = join(root, 'node_modules')
    if (existsSync(modules)) symlinkSync(modules, join(dir, 'node_modules'), 'dir')
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { ref, commit, dir, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

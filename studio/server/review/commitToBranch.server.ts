import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { git, gitMaybe } from './git.server.ts'

export interface BranchCommit {
  /** The repository's working folder (any folder inside it). */
  repoDir: string
  /** Full branch name, e.g. `site/shop-new-heading`. */
  branch: string
  /** Where a new branch starts: the checked-out commit by default. Ignored when the branch exists. */
  base?: string
  /** Files to write, by path from the repository's top folder, with their whole new text. */
  files: Readonly<Record<string, string>>
  message: string
}

export class NothingToCommit extends Error {}

/** Who the commit is by when this repository names nobody (a fresh machine): the studio itself. */
const STUDIO_IDENTITY = { name: 'Harbor studio', email: 'studio@localhost' }

/**
 * Commits `files` onto `branch` (made from `base` if new) with git's plumbing, so the checked-out branch,
 * the index and the working files are never touched: the files become blobs, the parent's tree is read
 * into a temporary index (GIT_INDEX_FILE), the blobs replace their entries, and the new tree is committed
 * and the branch moved with a compare-and-swap (a branch moved meanwhile by someone else fails, not lost).
 */
export function commitToBranch({ repoDir, branch, base = 'HEAD', files, message }: BranchCommit): {
  commit: string
  created: boolean
} {
  const ref = `refs/heads/${branch}`
  git(repoDir, ['check-ref-format', ref])
  const tip = gitMaybe(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  const parent = tip ?? git(repoDir, ['rev-parse', '--verify', `${base}^{commit}`])
  const scratch = mkdtempSync(join(tmpdir(), 'studio-index-'))
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') }
    git(repoDir, ['read-tree', parent], { env })
    const entries = Object.entries(files).map(([path, text]) => {
      const blob = git(repoDir, ['hash-object', '-w', '--stdin'], { input: text })
      return `100644 ${blob}\t${path}`
    })
    git(repoDir, ['update-index', '--add', '--index-info'], { input: `${entries.join('\n')}\n`, env })
    const tree = git(repoDir, ['write-tree'], { env })
    if (tree === git(repoDir, ['rev-parse', `${parent}^{tree}`]))
      throw new NothingToCommit(`nothing to commit: ${branch} already has these files`)
    const commit = git(repoDir, ['commit-tree', tree, '-p', parent, '-F', '-'], {
      input: message.endsWith('\n') ? message : `${message}\n`,
      env: identityEnv(repoDir),
    })
    // The old value makes the update fail if the branch moved (or appeared) since it was read.
    git(repoDir, ['update-ref', '-m', `studio: ${firstLine(message)}`, ref, commit, tip ?? '0'.repeat(40)])
    return { commit, created: tip === null }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function identityEnv(repoDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  if (!process.env.GIT_AUTHOR_NAME && !gitMaybe(repoDir, ['config', 'user.name'])) {
    env.GIT_AUTHOR_NAME = env.GIT_COMMITTER_NAME = STUDIO_IDENTITY.name
  }
  if (!process.env.GIT_AUTHOR_EMAIL && !gitMaybe(repoDir, ['config', 'user.email'])) {
    env.GIT_AUTHOR_EMAIL = env.GIT_COMMITTER_EMAIL = STUDIO_IDENTITY.email
  }
  return env
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? ''
}

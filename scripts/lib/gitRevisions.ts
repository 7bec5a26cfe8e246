import { execFileSync } from 'node:child_process'

/** Runs git in the site's folder and returns its output, or throws with git's own message. */
function git(rootDir: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(stderr || (error as Error).message)
  }
}

/** The commit a ref names, or null when it names none (a typo, a branch not fetched). */
export function resolveCommit(rootDir: string, ref: string): string | null {
  try {
    return git(rootDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim()
  } catch {
    return null
  }
}

/** What a pull request is compared with: origin/main when it is known here, else the last commit. */
export function defaultBaseRef(rootDir: string): string {
  return resolveCommit(rootDir, 'origin/main') ? 'origin/main' : 'HEAD'
}

/**
 * A file as it is in a commit, by its path relative to the site's folder: `./` makes git read the
 * path from there, wherever the repository's root is.
 */
export function readFileAt(rootDir: string, commit: string, relativePath: string): string {
  return git(rootDir, ['show', `${commit}:./${relativePath}`])
}

/** Paths (relative to the site's folder) of the files under `folders` in a commit. */
export function listFilesAt(rootDir: string, commit: string, folders: string[]): string[] {
  return git(rootDir, ['ls-tree', '-r', '--name-only', commit, '--', ...folders])
    .split('\n')
    .filter(Boolean)
}

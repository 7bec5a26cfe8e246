import { git, gitMaybe } from './git.server.ts'

/** The remote review branches go to: `origin`, the name `git clone` gives. */
export const REVIEW_REMOTE = 'origin'

export type PushOutcome = { pushed: true; remote: string } | { pushed: false; reason: string }

/**
 * Pushes `branch` to `origin` when the repository has one. Never forced: a branch changed on the remote by
 * someone else is reported, not overwritten. The studio's own credentials are git's (ssh keys, a helper).
 */
export function pushReviewBranch(repoDir: string, branch: string): PushOutcome {
  const url = gitMaybe(repoDir, ['remote', 'get-url', REVIEW_REMOTE])
  if (!url) return { pushed: false, reason: 'this repository has no remote named origin' }
  try {
    // Non-interactive: a missing credential fails at once instead of waiting for a password prompt.
    git(repoDir, ['push', '--porcelain', REVIEW_REMOTE, `refs/heads/${branch}:refs/heads/${branch}`], {
      env: { GIT_TERMINAL_PROMPT: '0' },
    })
    return { pushed: true, remote: REVIEW_REMOTE }
  } catch (error) {
    return { pushed: false, reason: (error as Error).message }
  }
}

/** `owner/name` of a GitHub remote URL (https or ssh), for the "open a pull request" link when no token is set. */
export function githubRepositoryOf(remoteUrl: string): string | null {
  const match = /github\.com[/:]([^/]+\/[^/]+?)(\.git)?\/?$/.exec(remoteUrl)
  return match?.[1] ?? null
}

import { previewHome, runningPreviews } from '../../../scripts/preview/previewRegistry.ts'
import { signedPreviewUrl } from '../../../server/preview/previewLinks.server.ts'
import { git, gitMaybe } from './git.server.ts'
import { REVIEW_REMOTE } from './pushBranch.server.ts'

/** How long a link the studio signs for someone outside the company lasts. */
const SHARED_LINK_DAYS = 7

export interface ReviewBranch {
  name: string
  commit: string
  /** The last commit's first line: what was last sent. */
  subject: string
  date: string
  /** The remote has this very commit. */
  pushed: boolean
  /** The preview `npm run preview -- <name>` serves, while it runs. */
  preview: { url: string; sharedUrl: string | null; commit: string } | null
  /** A preview the studio started is being built (no address yet). */
  previewStarting: boolean
  previewCommand: string
}

/**
 * The open review branches: `site/…` branches whose last commit is not yet in the checked-out branch
 * (merged ones are done), newest first, each with its running preview's links.
 */
export function listReviewBranches(
  repoDir: string,
  options: { env: NodeJS.ProcessEnv; now: number; starting?: (branch: string) => boolean },
): ReviewBranch[] {
  const lines = git(repoDir, [
    'for-each-ref',
    '--sort=-committerdate',
    '--format=%(refname:short)%09%(objectname)%09%(committerdate:iso-strict)%09%(subject)',
    'refs/heads/site/',
  ])
  const previews = runningPreviews(previewHome(repoDir, options.env))
  const secret = options.env.PREVIEW_SECRET?.trim()
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string, string, string])
    .filter(([, commit]) => gitMaybe(repoDir, ['merge-base', '--is-ancestor', commit, 'HEAD']) === null)
    .map(([name, commit, date, subject]) => {
      const running = previews.get(name)
      return {
        name,
        commit,
        subject,
        date,
        pushed: gitMaybe(repoDir, ['rev-parse', '--verify', `refs/remotes/${REVIEW_REMOTE}/${name}`]) === commit,
        preview: running
          ? {
              url: running.url,
              commit: running.commit,
              sharedUrl: secret
                ? signedPreviewUrl(
                    running.publicUrl ?? running.url,
                    secret,
                    name,
                    new Date(options.now + SHARED_LINK_DAYS * 86_400_000),
                  )
                : null,
            }
          : null,
        previewStarting: !running && (options.starting?.(name) ?? false),
        previewCommand: `npm run preview -- ${name}`,
      }
    })
}

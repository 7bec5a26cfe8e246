/**
 * The studio's review routes (issue 30 item 2), under /studio/api/review behind the studio's guard:
 * send the checked edit for review on its own `site/…` branch (never the checked-out one), list the open
 * review branches with their previews, and reopen one to keep editing it. GitHub's token stays here.
 */
import express, { type Request, type Response, type Router } from 'express'
import { type CompiledSite, type SaveRequest, plan } from '../studioApi.server.ts'
import { EDITABLE_FILES, type EditableFile, hashText } from '../pageFiles.server.ts'
import type { SiteFiles } from '../siteFiles.server.ts'
import { BranchSiteFiles, repoPathsOf } from './branchSiteFiles.server.ts'
import { NothingToCommit, commitToBranch } from './commitToBranch.server.ts'
import { git, gitMaybe } from './git.server.ts'
import { REVIEW_REMOTE, type PushOutcome, githubRepositoryOf, pushReviewBranch } from './pushBranch.server.ts'
import { type ReviewPullRequest, gitHubSettingsFrom, openReviewPullRequest } from './pullRequest.server.ts'
import { isReviewBranch, reviewTitleFromSummary, uniqueReviewBranch } from './reviewBranchName.ts'
import { listReviewBranches } from './reviewBranches.server.ts'
import { type PreviewStarter, StartingPreviews, previewStarter } from './startPreview.server.ts'

export interface ReviewApiOptions {
  root: string
  /** The folder of the edited files, inside the git repository the review branches are made in. */
  editableDir: string
  site: CompiledSite
  env?: NodeJS.ProcessEnv
  now?: () => number
  /** How a branch's preview is started: `npm run preview` in the background unless a test gives its own. */
  startPreview?: PreviewStarter
}

export interface SendRequest {
  request: SaveRequest
  /** What changed, in the editor's words; the first line of the config:diff summary when empty. */
  title?: string
}

export function reviewApi(options: ReviewApiOptions): Router {
  const { root, editableDir, site } = options
  const env = options.env ?? process.env
  const working: SiteFiles = site.files
  const previews = new StartingPreviews(
    options.startPreview ?? previewStarter(root, editableDir, env),
    editableDir,
    env,
  )
  const editing = () => (site.files instanceof BranchSiteFiles ? site.files : null)
  const router = express.Router()
  router.use(express.json({ limit: '5mb' }))

  router.get('/branches', (_req, res) =>
    handle(res, async () =>
      gitMaybe(editableDir, ['rev-parse', '--show-toplevel']) === null
        ? {
            current: null,
            editing: null,
            github: false,
            branches: [],
            unavailable: 'The edited files are not in a git repository, so changes cannot be sent for review.',
          }
        : {
            current: gitMaybe(editableDir, ['symbolic-ref', '--short', 'HEAD']) ?? 'a detached commit',
            editing: editing()?.branch ?? null,
            github: gitHubSettingsFrom(env) !== null,
            branches: listReviewBranches(editableDir, {
              env,
              now: options.now?.() ?? Date.now(),
              starting: (branch) => previews.isStarting(branch),
            }),
          },
    ),
  )

  router.post('/send', (req: Request, res: Response) => handle(res, () => send(req.body as SendRequest)))

  router.post('/open', (req, res) =>
    handle(res, async () => {
      const requested = (req.body as { branch?: unknown }).branch
      const branch = typeof requested === 'string' ? requested : ''
      if (!isReviewBranch(branch) || !gitMaybe(editableDir, ['rev-parse', '--verify', `refs/heads/${branch}`]))
        return { status: 404, body: { error: `no review branch "${branch}"` } }
      const files = new BranchSiteFiles(root, editableDir, branch)
      const previous = site.files
      site.files = files
      try {
        site.current()
      } catch (error) {
        site.files = previous
        return { status: 422, body: { error: `${branch} cannot be opened: ${(error as Error).message}` } }
      }
      return { editing: branch }
    }),
  )

  router.post('/preview', (req, res) =>
    handle(res, async () => {
      const requested = (req.body as { branch?: unknown }).branch
      const branch = typeof requested === 'string' ? requested : ''
      const commit = isReviewBranch(branch)
        ? gitMaybe(editableDir, ['rev-parse', '--verify', `refs/heads/${branch}`])
        : null
      if (!commit) return { status: 404, body: { error: `no review branch "${branch}"` } }
      return { preview: previews.run(branch, commit) }
    }),
  )

  router.post('/close', (_req, res) =>
    handle(res, async () => {
      site.files = working
      return { editing: null }
    }),
  )

  /** Commits the checked edit to its review branch, pushes it, and opens (or says how to open) its pull request. */
  async function send({ request, title }: SendRequest) {
    const files = site.files
    const before = files.readEditable()
    const stale = EDITABLE_FILES.find((file) => hashText(before[file]) !== request.hashes[file])
    if (stale)
      return {
        status: 409,
        body: { error: `${stale} changed since this page was opened; nothing was sent. Reload the page.` },
      }
    const planned = plan(site, request)
    if (planned.status !== 200) return planned
    const summary = (planned.body as { summary: string }).summary
    const changed = EDITABLE_FILES.filter((file) => planned.texts[file] !== before[file])
    if (!changed.length) return { status: 422, body: { error: 'There is no change to send.', issues: [] } }
    const reviewTitle = (title?.trim() || reviewTitleFromSummary(summary)).replace(/\s+/g, ' ').slice(0, 100)
    const open = editing()
    const branch = open?.branch ?? uniqueReviewBranch(reviewTitle, branchNames(editableDir))
    const message = `${reviewTitle}\n\n${summary}\n\nSent for review from the studio.`
    const paths = repoPathsOf(editableDir)
    let commit: string
    try {
      commit = commitToBranch({
        repoDir: editableDir,
        branch,
        files: Object.fromEntries(changed.map((file) => [paths[file], planned.texts[file]])),
        message,
      }).commit
    } catch (error) {
      if (error instanceof NothingToCommit) return { status: 422, body: { error: error.message, issues: [] } }
      throw error
    }
    const push = pushReviewBranch(editableDir, branch)
    const { pullRequest, howToOpen } = await pullRequestFor(branch, reviewTitle, summary, push)
    // The editor goes on with this review: later saves are commits on its branch.
    if (!open) site.files = new BranchSiteFiles(root, editableDir, branch)
    return {
      branch,
      commit,
      title: reviewTitle,
      changed: changed satisfies EditableFile[],
      pushed: push.pushed,
      pullRequest,
      howToOpen,
      hashes: Object.fromEntries(EDITABLE_FILES.map((file) => [file, hashText(planned.texts[file])])),
    }
  }

  async function pullRequestFor(
    branch: string,
    title: string,
    summary: string,
    push: PushOutcome,
  ): Promise<{ pullRequest: ReviewPullRequest | null; howToOpen: string | null }> {
    if (!push.pushed)
      return {
        pullRequest: null,
        howToOpen: `Not pushed (${push.reason}). Push it with \`git push ${REVIEW_REMOTE} ${branch}\`, then open a pull request from ${branch}.`,
      }
    const github = gitHubSettingsFrom(env)
    if (github) {
      try {
        const pullRequest = await openReviewPullRequest(github, {
          branch,
          title,
          body: `${summary}\n\n_Sent for review from the studio._`,
          base: baseBranchOnRemote(editableDir),
        })
        return { pullRequest, howToOpen: null }
      } catch (error) {
        return {
          pullRequest: null,
          howToOpen: `Pushed, but GitHub refused the pull request (${(error as Error).message}). Open it from ${branch} on GitHub.`,
        }
      }
    }
    const repository = githubRepositoryOf(gitMaybe(editableDir, ['remote', 'get-url', REVIEW_REMOTE]) ?? '')
    return {
      pullRequest: null,
      howToOpen: repository
        ? `Open the pull request at https://github.com/${repository}/compare/${encodeURIComponent(branch)}?expand=1 (with GITHUB_TOKEN and GITHUB_REPOSITORY set, the studio opens it itself).`
        : `Pushed to ${REVIEW_REMOTE}. Open a pull request from ${branch} on your git host.`,
    }
  }

  return router
}

/** Every branch name taken, here or on the remote, so a new review never lands on another's branch. */
function branchNames(repoDir: string): Set<string> {
  const local = git(repoDir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads/site/'])
  const remote = git(repoDir, ['for-each-ref', '--format=%(refname:short)', `refs/remotes/${REVIEW_REMOTE}/site/`])
  return new Set(
    [...local.split('\n'), ...remote.split('\n').map((name) => name.replace(`${REVIEW_REMOTE}/`, ''))].filter(Boolean),
  )
}

/** The checked-out branch when the remote has it (the review goes back into it), else the repository's default. */
function baseBranchOnRemote(repoDir: string): string | undefined {
  const current = gitMaybe(repoDir, ['symbolic-ref', '--short', 'HEAD'])
  if (!current) return undefined
  return gitMaybe(repoDir, ['rev-parse', '--verify', `refs/remotes/${REVIEW_REMOTE}/${current}`]) ? current : undefined
}

type Outcome = { status: number; body: unknown } | Record<string, unknown>

async function handle(res: Response, run: () => Promise<Outcome>): Promise<void> {
  try {
    const outcome = await run()
    if (typeof outcome.status === 'number' && 'body' in outcome) res.status(outcome.status).json(outcome.body)
    else res.json(outcome)
  } catch (error) {
    console.error('studio review:', error)
    res.status(500).json({ error: (error as Error).message })
  }
}

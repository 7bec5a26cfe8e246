import { Octokit } from '@octokit/rest'

export interface GitHubSettings {
  token: string
  /** `owner/name`. */
  repository: string
  /** GitHub's API root; a GitHub Enterprise server's (or a test's) when GITHUB_API_URL is set. */
  baseUrl?: string
}

/** GITHUB_TOKEN and GITHUB_REPOSITORY (as GitHub Actions names them), or null when either is missing. */
export function gitHubSettingsFrom(env: NodeJS.ProcessEnv): GitHubSettings | null {
  const token = env.GITHUB_TOKEN?.trim()
  const repository = env.GITHUB_REPOSITORY?.trim()
  if (!token || !repository || !/^[^/\s]+\/[^/\s]+$/.test(repository)) return null
  return { token, repository, baseUrl: env.GITHUB_API_URL?.trim() || undefined }
}

export interface ReviewPullRequest {
  number: number
  url: string
  /** False when the branch already had an open pull request (a reopened review): that one is kept. */
  created: boolean
}

/**
 * Opens the pull request of a review branch through GitHub's REST API, or finds the one already open for it
 * (a second send from a reopened branch adds commits to the same review). The base is the repository's
 * default branch unless `base` is given.
 */
export async function openReviewPullRequest(
  settings: GitHubSettings,
  request: { branch: string; title: string; body: string; base?: string },
): Promise<ReviewPullRequest> {
  const octokit = new Octokit({ auth: settings.token, baseUrl: settings.baseUrl, userAgent: 'harbor-studio' })
  const [owner, repo] = settings.repository.split('/') as [string, string]
  const open = await octokit.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${request.branch}` })
  const existing = open.data[0]
  if (existing) return { number: existing.number, url: existing.html_url, created: false }
  const base = request.base ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch
  const created = await octokit.rest.pulls.create({
    owner,
    repo,
    head: request.branch,
    base,
    title: request.title,
    body: request.body,
  })
  return { number: created.data.number, url: created.data.html_url, created: true }
}

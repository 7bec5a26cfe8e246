import type { IndexedPage, PagesIndex } from '../../../../server/prerenderedIndex.server.ts'
import { repoRoot } from '../../../../tests/support/fixtureSite.ts'
import type { Plan, PlanInput } from '../../prerenderPlan.ts'

/** A plan of the repository's own site with no build before it, its page store nowhere. */
export const firstBuildInput: PlanInput = {
  root: repoRoot,
  dir: '/nonexistent/pages',
  previous: null,
  storedFiles: new Set(),
  checkedWith: 'these checks',
}

/**
 * The index and the stored files a build of `plan` would leave, its jobs rendered (into no real files; each page
 * its own tag), for the next plan's PlanInput: a plan of the same pages then reuses every one.
 */
export function previousBuildOf(
  plan: Pick<Plan, 'pages' | 'jobs' | 'checkedKeys'>,
  checkedWith: string,
): { previous: PagesIndex; storedFiles: Set<string> } {
  const pages: Record<string, IndexedPage> = { ...plan.pages }
  for (const [index, job] of plan.jobs.entries())
    pages[job.url] = {
      key: job.key,
      tag: `tag-${index}`,
      sizes: { identity: 1, br: 1, gzip: 1 },
      scriptHashes: [],
      styleHashes: [],
      requiresSignIn: job.requiresSignIn,
    }
  const storedFiles = new Set(Object.values(pages).map((page) => `${page.tag}.html`))
  return { previous: { checkedWith, checkedKeys: plan.checkedKeys, pages }, storedFiles }
}

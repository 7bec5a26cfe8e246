/**
 * The planning thread of the prerender (scripts/build/prerender.ts): it loads and checks the site, keys every
 * page and posts the plan; then it is the first render thread, so a build with few pages to render (one
 * partner changed) loads the site once, not once more per render thread.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { loadSite } from '../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { type PlanInput, planPages } from './prerenderPlan.ts'
import { renderJobsFromParent } from './prerenderWorker.ts'

/** Above this many pages to render, the thread renders with a site read afresh (below). */
const FEW_PAGES = 64

const input = workerData as PlanInput

/** Plans and posts the plan; gives the checked site when it is kept for rendering (few pages), else null. */
async function plan(): Promise<SiteRuntime | null> {
  const { runtime, ...planned } = await planPages(input)
  parentPort!.postMessage(planned)
  return planned.jobs.length > FEW_PAGES ? null : runtime
}

// Many pages: the site read again as the other render threads read it (loadCheckedSite), so what the checks
// built and kept is freed for the length of the rendering (nothing else holds the checked site).
const runtime = (await plan()) ?? loadSite(input.root, { checkedByBuild: true })
await renderJobsFromParent({ root: input.root, pagesDir: input.dir }, runtime)

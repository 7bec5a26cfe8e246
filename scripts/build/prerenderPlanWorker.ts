/**
 * The planning thread of the prerender (scripts/build/prerender.ts): it loads and checks the site, keys every
 * page and posts the plan. With few pages to render (one partner changed) it then renders them itself, with the
 * site it has loaded, so such a build loads the site once; with many it ends, and the memory the checks of every
 * page took goes with it before the render threads load theirs (the build's peak memory).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { FEW_PAGES, type PlanInput, planPages } from './prerenderPlan.ts'
import { renderJobsFromParent } from './prerenderWorker.ts'

const input = workerData as PlanInput
const { runtime, ...plan } = await planPages(input)
parentPort!.postMessage(plan)
// Many pages: the main thread ends this thread once it has the plan.
if (plan.jobs.length <= FEW_PAGES) await renderJobsFromParent({ root: input.root, pagesDir: input.dir }, runtime)

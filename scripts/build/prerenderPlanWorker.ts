/**
 * The planning thread of the prerender (scripts/build/prerender.ts): it loads and checks the site, keys every
 * page and posts the plan; then it is the first render thread, rendering with the site it has loaded, so a
 * build with few pages to render (one partner changed) loads the site once, not once more per render thread.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { type PlanInput, planPages } from './prerenderPlan.ts'
import { renderJobsFromParent } from './prerenderWorker.ts'

const input = workerData as PlanInput
const { runtime, ...plan } = await planPages(input)
parentPort!.postMessage(plan)
await renderJobsFromParent({ root: input.root, pagesDir: input.dir }, runtime)

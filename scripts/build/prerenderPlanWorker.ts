/**
 * Plans the prerender on a thread of its own (scripts/build/prerender.ts): the fully checked site it loads
 * (hundreds of MB with thousands of partners) goes with the thread when it ends, before the render workers
 * load theirs, which keeps the build's peak memory down.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { type PlanInput, planPages } from './prerenderPlan.ts'

parentPort!.postMessage(await planPages(workerData as PlanInput))

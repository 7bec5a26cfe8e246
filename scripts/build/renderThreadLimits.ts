import type { ResourceLimits } from 'node:worker_threads'

/** A render thread's old-generation heap, in MB, unless PRERENDER_WORKER_HEAP_MB says otherwise. */
export const RENDER_THREAD_HEAP_MB = 256

/**
 * The heap each render thread of the prerender (scripts/build/prerender.ts) may grow to. What a thread keeps is
 * its code, the site and one batch of pages (it forgets each batch, prerenderWorker.ts renderBatch); everything
 * else a page's render makes (its HTML, React's and Emotion's work, the compressed copies) is garbage at once.
 * Unbounded, V8 let each thread's heap grow to several times that before collecting it: at 5,000 partners the
 * build's process swung between 600 MB and 1.15 GB while two threads rendered; bounded, it stays at 470–530 MB
 * (docs/performance.md, "Scale"). A thread that runs out of it fails the build, naming this variable.
 */
export function renderThreadLimits(env: NodeJS.ProcessEnv): HeapLimit {
  return heapLimit(env.PRERENDER_WORKER_HEAP_MB, RENDER_THREAD_HEAP_MB)
}

/** The planning thread's old-generation heap, in MB, unless PRERENDER_PLAN_HEAP_MB says otherwise. */
export const PLAN_THREAD_HEAP_MB = 384

/**
 * The heap the planning thread (scripts/build/prerenderPlanWorker.ts: load and check the site, key every page,
 * render a few) may grow to. It keeps the checked site (110 MB of heap at 5,000 partners); resolving and keying
 * 10,081 pages makes several times that in garbage, which an unbounded heap let pile up to 500 MB before V8
 * collected it: the one-partner build's peak (745 MB at 5,000 partners, 350–390 MB bounded). A site large enough
 * to need more fails the build, naming this variable.
 */
export function planThreadLimits(env: NodeJS.ProcessEnv): HeapLimit {
  return heapLimit(env.PRERENDER_PLAN_HEAP_MB, PLAN_THREAD_HEAP_MB)
}

type HeapLimit = ResourceLimits & { maxOldGenerationSizeMb: number }

function heapLimit(asked: string | undefined, otherwise: number): HeapLimit {
  const mb = Number(asked)
  return { maxOldGenerationSizeMb: Number.isInteger(mb) && mb > 0 ? mb : otherwise }
}

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
export function renderThreadLimits(env: NodeJS.ProcessEnv): ResourceLimits & { maxOldGenerationSizeMb: number } {
  const asked = Number(env.PRERENDER_WORKER_HEAP_MB)
  return { maxOldGenerationSizeMb: Number.isInteger(asked) && asked > 0 ? asked : RENDER_THREAD_HEAP_MB }
}

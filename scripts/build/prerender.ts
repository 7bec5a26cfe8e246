/**
 * Build step after `vite build`: prerenders every static page (render "static" in routes.json, one page per
 * listed query value) into the page store, dist/pages (server/prerenderedIndex.server.ts).
 *
 * Each page is keyed by a hash of what it is made from (scripts/build/pageKeys.ts: its page model — route,
 * partner, sections, props —, the site files with the catalogue and content, and the code build). A page
 * whose key is the one in the previous build's index is reused as it is; the others are rendered in worker
 * threads, one per core (PRERENDER_WORKERS to choose), in batches; a few pages (one partner changed) are rendered by
 * the thread that planned the build (prerenderPlanWorker.ts), with the site it loaded and checked; the page checks look only at the pages
 * whose key changed (prerenderPlan.ts). Files no longer named by this build's or
 * the previous build's index are deleted (the previous build's stay, for a server still running on it).
 *
 *   tsx scripts/build/prerender.ts [--full]   (--full: render every page, reusing none)
 */
import { availableParallelism } from 'node:os'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type ResourceLimits, Worker } from 'node:worker_threads'
import {
  CHECK_INPUTS,
  CONFIG_INPUTS,
  hashFiles,
  PAGES_INDEX,
  type PagesIndex,
  pageFile,
  pagesDir,
  readPagesIndex,
  writePagesIndex,
} from '../../server/prerenderedIndex.server.ts'
import { FEW_PAGES, type Plan, type PlanInput } from './prerenderPlan.ts'
import { planThreadLimits, renderThreadLimits } from './renderThreadLimits.ts'
import type { RenderJob, RenderedPage, WorkerAnswer, WorkerSetup } from './prerenderWorker.ts'

const BATCH = 16
/** A worker of one of these TypeScript files: tsx's loader is registered in the thread before it is imported. */
function typescriptWorker(file: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const code =
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register();` +
    `await import(${JSON.stringify(new URL(file, import.meta.url).href)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData, resourceLimits })
}

const root = resolve(import.meta.dirname, '../..')
const started = performance.now()
const full = process.argv.includes('--full')
const dir = pagesDir(root)
mkdirSync(dir, { recursive: true })
const storedFiles = new Set(readdirSync(dir))
const previous = full ? null : readPagesIndex(root)
const checkedWith = hashFiles(root, CHECK_INPUTS)
const planner = typescriptWorker(
  './prerenderPlanWorker.ts',
  { root, dir, previous, storedFiles, checkedWith } satisfies PlanInput,
  planThreadLimits(process.env),
)
const { urls, pages, jobs, checkedKeys, checkedPages, pricesValidUntil } = await new Promise<Plan>((done, fail) => {
  planner.once('message', done)
  planner.once('error', (error) =>
    fail(outOfHeap(error, 'the planning thread', 'PRERENDER_PLAN_HEAP_MB', planThreadLimits)),
  )
})
const keyed = performance.now()

for (const page of await renderInWorkers(jobs, planner)) {
  const { url, key, tag, sizes, scriptHashes, styleHashes, requiresSignIn, validUntil } = page
  // What its scheduled blocks show holds until validUntil (a browser without scripts sees the page as built).
  pages[url] = { key, tag, sizes, scriptHashes, styleHashes, requiresSignIn, ...(validUntil && { validUntil }) }
}
const index: PagesIndex = {
  configHash: hashFiles(root, CONFIG_INPUTS),
  checkedWith,
  checkedKeys,
  // The pages quote the prices of the moment they were keyed at: true until a promotion starts or ends.
  pricesValidUntil,
  pages: Object.fromEntries(urls.map((url) => [url, pages[url]!])),
}
writePagesIndex(dir, index)
const removed = removeUnnamedFiles(index, previous)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `prerendered ${jobs.length} of ${urls.length} pages (${urls.length - jobs.length} unchanged, reused) in ` +
    `${seconds(performance.now() - started)} (checks and keys ${seconds(keyed - started)}, page checks on ` +
    `${checkedPages} pages); ${removed} old files removed`,
)

/**
 * Renders the jobs on worker threads, each taking the next batch when it is done with one: as many as there are
 * cores and batches, the first of them the planning thread when it has few pages to render.
 */
async function renderInWorkers(queue: RenderJob[], planner: Worker): Promise<RenderedPage[]> {
  const count = Math.max(
    1,
    Math.min(Number(process.env.PRERENDER_WORKERS) || availableParallelism(), Math.ceil(queue.length / BATCH)),
  )
  const rendered: RenderedPage[] = []
  let next = 0
  const setup: WorkerSetup = { root, pagesDir: dir }
  const runWorker = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      worker.on('message', (answer: WorkerAnswer) => {
        if ('error' in answer) {
          void worker.terminate()
          fail(new Error(answer.error))
          return
        }
        rendered.push(...answer.pages)
        if (next >= queue.length) {
          void worker.terminate().then(() => done())
          return
        }
        worker.postMessage(queue.slice(next, (next += BATCH)))
      })
      worker.on('error', (error) =>
        fail(outOfHeap(error, 'a render thread', 'PRERENDER_WORKER_HEAP_MB', renderThreadLimits)),
      )
    })
  // The planning thread renders a few pages itself (prerenderPlanWorker.ts); with more it is ended here, and the
  // memory its checks took with it.
  const plannerRenders = queue.length <= FEW_PAGES
  if (!plannerRenders) await planner.terminate()
  const others = Array.from({ length: plannerRenders ? count - 1 : count }, () =>
    typescriptWorker('./renderWorker.ts', setup, renderThreadLimits(process.env)),
  )
  await Promise.all([...(plannerRenders ? [planner] : []), ...others].map(runWorker))
  return rendered
}

/** A thread's error, saying which variable raises its heap when it ran out of it. */
function outOfHeap(
  error: NodeJS.ErrnoException,
  thread: string,
  variable: string,
  limits: (env: NodeJS.ProcessEnv) => { maxOldGenerationSizeMb: number },
): Error {
  if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') return error
  const mb = limits(process.env).maxOldGenerationSizeMb
  return new Error(`${thread} ran out of its heap: set ${variable} above ${mb}`, { cause: error })
}

/** Deletes the store's files that neither this index nor the previous one names; returns how many. */
function removeUnnamedFiles(current: PagesIndex, before: PagesIndex | null): number {
  const named = new Set<string>([PAGES_INDEX])
  for (const index of [current, before])
    for (const page of Object.values(index?.pages ?? {}))
      for (const encoding of ['identity', 'br', 'gzip'] as const)
        named.add(pageFile(dir, page.tag, encoding).slice(dir.length + 1))
  let removed = 0
  for (const name of readdirSync(dir))
    if (!named.has(name)) {
      rmSync(join(dir, name), { force: true })
      removed++
    }
  return removed
}

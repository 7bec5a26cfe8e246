/**
 * Renders prerender jobs on a worker thread (scripts/build/prerender.ts): the URLs it is sent, with Vike's
 * production renderer on the build in dist/server, exactly as the server would render them for a request without
 * a nonce, each page and its brotli and gzip copies written into the page store. It answers each batch with the
 * pages' index entries; the main thread writes the index.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort } from 'node:worker_threads'
import { renderPage } from 'vike/server'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { type StoredPage, storePage } from '../../server/prerenderedIndex.server.ts'

export interface WorkerSetup {
  root: string
  pagesDir: string
}

export interface RenderJob {
  url: string
  key: string
  requiresSignIn: boolean
  /** When a scheduled block on the page next starts or ends (ISO instant; IndexedPage.validUntil). Absent: never. */
  validUntil?: string
}

export type RenderedPage = RenderJob & StoredPage

/** A batch done (`pages`, empty when the thread is ready for its first), or the first failure. */
export type WorkerAnswer = { pages: RenderedPage[] } | { error: string }

/**
 * Answers batches of jobs from the main thread with `siteRuntime`, the site as the server hands it to Vike, and
 * says it is ready for the first batch.
 */
export async function renderJobsFromParent({ root, pagesDir }: WorkerSetup, siteRuntime: SiteRuntime): Promise<void> {
  await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href)

  async function render(job: RenderJob): Promise<RenderedPage> {
    const { httpResponse, errorWhileRendering } = await renderPage({
      urlOriginal: job.url,
      siteRuntime,
      // As Vike's own prerendering says it: a partner page outside its schedule is still built, for later.
      isPrerendering: true,
    })
    if (!httpResponse || httpResponse.statusCode !== 200) {
      const reason =
        errorWhileRendering instanceof Error ? errorWhileRendering.stack : `status ${httpResponse?.statusCode}`
      throw new Error(`prerendering ${job.url} failed: ${reason}`)
    }
    return { ...job, ...(await storePage(pagesDir, Buffer.from(httpResponse.body, 'utf8'))) }
  }

  parentPort!.on('message', (jobs: RenderJob[]) => {
    void renderBatch(jobs, render, siteRuntime).then((answer) => parentPort!.postMessage(answer))
  })
  parentPort!.postMessage({ pages: [] } satisfies WorkerAnswer)
}

/**
 * Renders one batch, then has the site forget the pages it resolved (SiteRuntime.forgetResolvedPages): a thread
 * renders each page once, so what a page's resolution keeps for the next request of it would only pile up, the
 * thousands of pages of a full build in each thread. Answers the pages, or the first failure.
 */
export async function renderBatch(
  jobs: readonly RenderJob[],
  render: (job: RenderJob) => Promise<RenderedPage>,
  siteRuntime: Pick<SiteRuntime, 'forgetResolvedPages'>,
): Promise<WorkerAnswer> {
  try {
    const pages: RenderedPage[] = []
    for (const job of jobs) pages.push(await render(job))
    return { pages }
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  } finally {
    siteRuntime.forgetResolvedPages()
  }
}

import { loadSite } from '../../runtime/config/loadSite.server.ts'
import { prerenderQueryValues } from '../../server/content/prerenderQueryValues.server.ts'
import { type IndexedPage, type PagesIndex, pageFile } from '../../server/prerenderedIndex.server.ts'
import { siteServicesFor } from '../../server/siteServices.server.ts'
import { pageKey, prerenderModel, sharedInputs } from './pageKeys.ts'
import type { RenderJob } from './prerenderWorker.ts'

export interface PlanInput {
  root: string
  dir: string
  previous: PagesIndex | null
  /** The names of the files in the page store now. */
  storedFiles: ReadonlySet<string>
}

export interface Plan {
  /** Every URL the build prerenders, in order. */
  urls: string[]
  /** The pages reused from the previous build, by URL. */
  pages: Record<string, IndexedPage>
  /** The pages to render. */
  jobs: RenderJob[]
}

/**
 * Which pages to reuse and which to render: loads the site with every check of config:check (a build of a
 * config that fails one fails), keys every page and compares it with the previous build's index.
 */
export async function planPages({ root, dir, previous, storedFiles }: PlanInput): Promise<Plan> {
  const runtime = loadSite(root)
  const urls = runtime.prerenderUrls(await prerenderQueryValues(siteServicesFor({}).content))
  const shared = sharedInputs(root)
  const now = Date.now()
  const pages: Record<string, IndexedPage> = {}
  const jobs: RenderJob[] = []
  // A page of the previous index is reusable while its files are there (the identity file is written last).
  const stored = (page: IndexedPage) => storedFiles.has(pageFile(dir, page.tag, 'identity').slice(dir.length + 1))
  for (const url of urls) {
    const model = prerenderModel(runtime, url, now)
    const key = pageKey(url, model, shared)
    const before = previous?.pages[url]
    if (before?.key === key && stored(before)) pages[url] = before
    else jobs.push({ url, key, requiresSignIn: model.layout.signIn === 'required' })
  }
  return { urls, pages, jobs }
}

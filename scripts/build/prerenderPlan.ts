import { pageUrls } from '../../runtime/config/checkClaims.ts'
import { loadSite } from '../../runtime/config/loadSite.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { prerenderQueryValues } from '../../server/content/prerenderQueryValues.server.ts'
import { type IndexedPage, type PagesIndex, pageFile } from '../../server/prerenderedIndex.server.ts'
import { siteServicesFor } from '../../server/siteServices.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { nextPriceChange } from '../../services/catalogue/index.ts'
import { pageKey, prerenderModel, sharedInputs } from './pageKeys.ts'
import { nextScheduleChange } from '../../runtime/render/currentSchedules.ts'
import type { RenderJob } from './prerenderWorker.ts'

/** Up to this many pages to render, the planning thread renders them itself (prerenderPlanWorker.ts). */
export const FEW_PAGES = 64

export interface PlanInput {
  root: string
  dir: string
  previous: PagesIndex | null
  /** The names of the files in the page store now. */
  storedFiles: ReadonlySet<string>
  /** The hash of the checks' code now (CHECK_INPUTS), to compare with the previous index's `checkedWith`. */
  checkedWith: string
  /** How many pages are keyed between two forgettings of the pages resolved (KEYING_BATCH; tests set fewer). */
  keyingBatch?: number
}

/**
 * Keying a page resolves it, and the site keeps what resolving makes (the filled route, its blocks' instances with
 * complete props, the partner's copies) for the next request of that page: for every page of a site with 5,000
 * partners that was 330 MB of the planning thread's heap, the build's peak, though each page is keyed once. So the
 * site forgets them after each batch, as the render threads do (SiteRuntime.forgetResolvedPages); the few pages
 * the checks or the planning thread's rendering read afterwards are filled again.
 */
export const KEYING_BATCH = 256

export interface Plan {
  /** Every URL the build prerenders, in order. */
  urls: string[]
  /** The pages reused from the previous build, by URL. */
  pages: Record<string, IndexedPage>
  /** The pages to render. */
  jobs: RenderJob[]
  /** The keys of the pages checked but not prerendered, for the next build (PagesIndex.checkedKeys). */
  checkedKeys: Record<string, string>
  /** How many pages the page checks (contacts, claims, prices) looked at. */
  checkedPages: number
  /** When a price promotion next starts or ends after the moment the pages are keyed at (PagesIndex.pricesValidUntil). */
  pricesValidUntil?: number
}

/**
 * Which pages to reuse and which to render: loads the site with every check of config:check (a build of a
 * config that fails one fails), keys every page and compares it with the previous build's index.
 *
 * The checks that resolve every page (loadSite.server.ts, pagesToCheck) look only at the pages whose key
 * changed, when the previous build ran the same checks: a page with the key it had then is the page those checks
 * passed (its model, the site files with claims.json and the catalogue, the code build). Pages rendered per
 * request are keyed the same way for this (PagesIndex.checkedKeys).
 */
export async function planPages(input: PlanInput): Promise<Plan & { runtime: SiteRuntime }> {
  const { root, dir, previous, storedFiles, checkedWith, keyingBatch = KEYING_BATCH } = input
  const sourced = await prerenderQueryValues(siteServicesFor({}).content)
  // One moment and one reading of the promotions for the keys and for how long the pages' prices hold.
  const now = Date.now()
  const promotions = readPricePromotions(root)
  const shared = sharedInputs(root, process.env, now, promotions)
  const pricesValidUntil = nextPriceChange(promotions, now) ?? undefined
  let plan: Plan | undefined
  const keyPages = (runtime: SiteRuntime): Plan => {
    const urls = runtime.prerenderUrls(sourced)
    const pages: Record<string, IndexedPage> = {}
    const jobs: RenderJob[] = []
    // A page of the previous index is reusable while its files are there (the identity file is written last).
    const stored = (page: IndexedPage) => storedFiles.has(pageFile(dir, page.tag, 'identity').slice(dir.length + 1))
    let keyed = 0
    const keyedOne = () => {
      if (++keyed % keyingBatch === 0) runtime.forgetResolvedPages()
    }
    for (const url of urls) {
      const model = prerenderModel(runtime, url, now)
      const validity = scheduleValidity(model, now)
      const key = pageKey(url, model, shared)
      const before = previous?.pages[url]
      // A reused page takes the validity worked out now too: an index written before the field has none.
      if (before?.key === key && stored(before)) pages[url] = { ...withoutValidity(before), ...validity }
      else jobs.push({ url, key, requiresSignIn: model.layout.signIn === 'required', ...validity })
      keyedOne()
    }
    const checkedKeys: Record<string, string> = {}
    const prerendered = new Set(urls)
    for (const url of pageUrls(runtime)) {
      if (prerendered.has(url)) continue
      checkedKeys[url] = pageKey(url, prerenderModel(runtime, url, now), shared)
      keyedOne()
    }
    runtime.forgetResolvedPages()
    return { urls, pages, jobs, checkedKeys, checkedPages: 0, pricesValidUntil }
  }
  const checked = new Set<string>()
  const runtime = loadSite(root, {
    pagesToCheck: (built) => {
      plan = keyPages(built)
      const unchanged = pagesCheckedBefore(previous, checkedWith, plan)
      return (url) => {
        const check = !unchanged.has(url)
        if (check) checked.add(url)
        return check
      }
    },
  })
  plan ??= keyPages(runtime)
  return { ...plan, checkedPages: checked.size, runtime }
}

/**
 * How long a prerendered page shows what is scheduled: until the first scheduled block on it (its route's, its
 * layout's, or one its partner's entries schedule) starts or ends after `now` (IndexedPage.validUntil). Only
 * this page renders per request from then on; the partner's own window needs none, since the server follows it
 * on each request (prerenderedPageFor).
 */
export function scheduleValidity(model: PageModel, now: number): { validUntil?: string } {
  const change = nextScheduleChange(model, now)
  return change === null ? {} : { validUntil: new Date(change).toISOString() }
}

function withoutValidity({ validUntil: _validUntil, ...page }: IndexedPage): IndexedPage {
  return page
}

/**
 * The pages whose page checks an earlier build passed on what they are made of now: the same checks
 * (`checkedWith`), and the key it had then (a reused prerendered page, or a page rendered per request with the
 * same key). A previous index exists only when its build passed every check.
 */
export function pagesCheckedBefore(
  previous: Pick<PagesIndex, 'checkedWith' | 'checkedKeys'> | null,
  checkedWith: string,
  plan: Pick<Plan, 'pages' | 'checkedKeys'>,
): Set<string> {
  const passed = new Set<string>()
  if (!previous || previous.checkedWith !== checkedWith) return passed
  for (const url of Object.keys(plan.pages)) passed.add(url)
  for (const [url, key] of Object.entries(plan.checkedKeys)) if (previous.checkedKeys?.[url] === key) passed.add(url)
  return passed
}

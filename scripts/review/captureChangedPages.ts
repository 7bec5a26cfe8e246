import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../lib/chromium.ts'
import { type RunningServer, startProductionServer } from '../lib/productionServer.ts'
import { buildRevision } from './buildRevision.ts'
import { type Box, changedAreas, withBoxes } from './changedAreas.ts'
import type { ScreenshotPair } from './reportDocument.ts'
import type { RevisionTree } from './revisionTree.ts'
import type { CaptureMoment } from './captureMoment.ts'

/** A phone and a desktop: the widths the site's layouts are checked at, narrowest and widest. */
export const REVIEW_WIDTHS = [375, 1280] as const
/** Pages captured at once: each is two browser pages and two servers' work on a small CI machine. */
const PARALLEL_PAGES = 2
/** The error page is captured at a path no route has. */
const NOT_FOUND_PATH = '/site-review-no-such-page'

export interface CaptureRequest {
  base: RevisionTree
  head: RevisionTree
  /** The changed pages, one per group of pages with the same change, each with its page clock (captureMoment). */
  pages: Array<{ url: string } & CaptureMoment>
  maxPages: number
  outDir: string
  log: (line: string) => void
}

export interface CaptureResult {
  /** By page URL: the before and after images at each width, paths relative to outDir. */
  shots: Map<string, ScreenshotPair[]>
  /** What the reader should know about what was and was not captured, or null. */
  note: string | null
}

/**
 * Builds both revisions, serves each with the production server on a free loopback port, and captures every
 * changed page before and after at 375 and 1280 px on a fixed page clock; the after image has the changed
 * areas boxed in red (and the before image the areas that went). Unchanged pages are never captured.
 */
export async function captureChangedPages(request: CaptureRequest): Promise<CaptureResult> {
  // The 500 page has no URL, nor has a path with :parameters (`/shop/products/:id`): their texts are in the report.
  const capturable = request.pages.filter(({ url }) => url !== '500 page' && !url.includes('/:'))
  const chosen = capturable.slice(0, request.maxPages)
  if (!chosen.length)
    return { shots: new Map(), note: request.pages.length ? null : 'No page changed: no screenshots.' }
  const started = Date.now()
  // One build at a time: each takes both cores for its prerender.
  request.log(`config:review: building ${request.base.ref} and ${request.head.ref}…`)
  request.log(`config:review: ${request.base.ref}: ${await buildRevision(request.base)}`)
  request.log(`config:review: ${request.head.ref}: ${await buildRevision(request.head)}`)
  const servers: RunningServer[] = []
  let browser: Browser | undefined
  try {
    servers.push(await startProductionServer(request.base.dir), await startProductionServer(request.head.dir))
    const [baseServer, headServer] = servers as [RunningServer, RunningServer]
    browser = await launchBrowser()
    const shots = new Map<string, ScreenshotPair[]>()
    const dir = join(request.outDir, 'screenshots')
    mkdirSync(dir, { recursive: true })
    const queue = [...chosen]
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { url, at, why } = next
        const pairs: ScreenshotPair[] = []
        for (const width of REVIEW_WIDTHS) {
          const path = url === '404 page' ? NOT_FOUND_PATH : url
          const before = await capture(browser!, baseServer.baseUrl + path, width, at)
          const after = await capture(browser!, headServer.baseUrl + path, width, at)
          const areas = await changedAreas(before, after)
          const name = `${fileNameOf(url)}-${width}`
          writeFileSync(join(dir, `${name}-before.png`), await withBoxes(before, areas.before))
          writeFileSync(join(dir, `${name}-after.png`), await withBoxes(after, areas.after))
          pairs.push({
            width,
            before: `screenshots/${name}-before.png`,
            after: `screenshots/${name}-after.png`,
            note: why ? `${why}; ${describeAreas(areas)}` : describeAreas(areas),
            areas,
          })
        }
        shots.set(url, pairs)
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, chosen.length) }, worker))
    request.log(
      `config:review: captured ${chosen.length} page(s) at ${REVIEW_WIDTHS.join(' and ')} px in ${Math.round((Date.now() - started) / 1000)} s (builds included)`,
    )
    const left = capturable.length - chosen.length
    return {
      shots,
      note:
        left > 0
          ? `Screenshots of the first ${chosen.length} changed pages; ${left} more changed (raise --max-pages to capture them).`
          : null,
    }
  } finally {
    await browser?.close()
    await Promise.all(servers.map((server) => server.stop()))
  }
}

function describeAreas(areas: { before: Box[]; after: Box[] }): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
  if (!areas.after.length && !areas.before.length)
    return 'no pixel differs at this width (the change is hidden here or below the page)'
  const parts: string[] = []
  if (areas.after.length) parts.push(`${count(areas.after.length, 'changed area')} boxed in red on the after image`)
  if (areas.before.length) parts.push(`${count(areas.before.length, 'area')} that went boxed on the before image`)
  return parts.join('; ')
}

/** `/shop/keystone?utm_ads=x` → `shop-keystone-utm_ads-x`; the home page is `home`. */
export function fileNameOf(url: string): string {
  const name = url
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name || 'home'
}

/**
 * One full-page screenshot: the page clock paused at `at` before anything loads (as the browser tests do),
 * reduced motion (carousels hold still), every image loaded and decoded, fonts ready, the network quiet.
 */
async function capture(browser: Browser, url: string, width: number, at: number): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  })
  try {
    const page = await context.newPage()
    await page.clock.install({ time: new Date(at - 3_600_000) })
    await page.clock.pauseAt(new Date(at))
    await page.goto(url, { waitUntil: 'load' })
    await page.locator('[data-hydrated="true"]').waitFor({ timeout: 30_000 })
    // Lazy images below the fold would be blank in a full-page capture on one side and drawn on the other:
    // every image is loaded and decoded first (decode(), not a timer: the page clock stands still).
    await page.evaluate(async () => {
      const images = Array.from(document.images)
      for (const image of images) image.loading = 'eager'
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      await document.fonts.ready
    })
    await page.waitForLoadState('networkidle')
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
  } finally {
    await context.close()
  }
}

import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import {
  type PaintTiming,
  type ResourceTiming,
  firstPaintTime,
  isScript,
  scriptsBeforeFirstPaint,
} from './firstPaint.ts'

/** The window a page is measured in; without one, playwright's default (1280×720). */
export interface Viewport {
  width: number
  height: number
}

/** Phone windows the pages are measured at too: a small iPhone's width, and the 412×823 of issue 27. */
export const PHONE_VIEWPORTS: readonly Viewport[] = [
  { width: 375, height: 812 },
  { width: 412, height: 823 },
]

/** The JavaScript a visitor's browser loads before they touch the page. */
export interface PageScripts {
  url: string
  files: number
  /** Sum of each script file gzipped here (level 6), whatever encoding the server chose. */
  gzipBytes: number
  /** Bytes on the wire for the script files as served (PerformanceResourceTiming.transferSize). */
  transferredBytes: number
  /** Inline scripts (the boot script) in the HTML, uncompressed. */
  inlineBytes: number
  firstPaintMs: number | null
  firstContentfulPaintMs: number | null
  beforeFirstPaint: string[]
  /** Each script file by path with its gzipped size, largest first: what a page pulls in, for the JSON. */
  scriptFiles: Array<{ path: string; gzipBytes: number }>
}

interface Recorded {
  resources: Array<ResourceTiming & { transferSize: number }>
  paints: PaintTiming[]
  inlineBytes: number
}

/**
 * Loads `url` in a fresh browser context and waits for the load event and network idle, without any
 * input: every script fetched by then is JavaScript before the first interaction.
 */
export async function measurePageScripts(browser: Browser, url: string, viewport?: Viewport): Promise<PageScripts> {
  // A phone-sized window shows fewer islands on arrival, so fewer load their code (issue 27).
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {})
  try {
    const page = await context.newPage()
    const bodies = new Map<string, Promise<Buffer | null>>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      )
    })
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`bench: ${url} answered ${response?.status()}`)
    const recorded = await page.evaluate((): Recorded => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        resources: resources.map((entry) => ({
          name: entry.name,
          initiatorType: entry.initiatorType,
          startTime: entry.startTime,
          transferSize: entry.transferSize,
        })),
        paints: performance
          .getEntriesByType('paint')
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        inlineBytes: [...document.scripts]
          .filter((script) => !script.src && !/json/.test(script.type))
          .reduce((sum, script) => sum + (script.textContent?.length ?? 0), 0),
      }
    })
    const scripts = recorded.resources.filter(isScript)
    const urls = new Set(scripts.map((script) => script.name))
    const scriptFiles: PageScripts['scriptFiles'] = []
    for (const scriptUrl of urls) {
      const body = (await bodies.get(scriptUrl)) ?? (await (await context.request.get(scriptUrl)).body())
      scriptFiles.push({ path: new URL(scriptUrl).pathname, gzipBytes: gzipSync(body).length })
    }
    scriptFiles.sort((a, b) => b.gzipBytes - a.gzipBytes)
    const gzipBytes = scriptFiles.reduce((sum, file) => sum + file.gzipBytes, 0)
    return {
      url,
      files: urls.size,
      gzipBytes,
      transferredBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
      inlineBytes: recorded.inlineBytes,
      // The cut-off beforeFirstPaint used: first paint, else first contentful paint.
      firstPaintMs: firstPaintTime(recorded.paints),
      firstContentfulPaintMs:
        recorded.paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? null,
      beforeFirstPaint: scriptsBeforeFirstPaint(recorded.resources, recorded.paints).map(
        (name) => new URL(name).pathname,
      ),
      scriptFiles,
    }
  } finally {
    await context.close()
  }
}

import { describe, expect, it } from 'vitest'
import type { LoadResult } from '../../load.ts'
import type { PageScripts } from '../pageScripts.ts'
import { pageTargets } from '../pages.ts'
import { buildPagesReport, pagesMarkdown } from '../report.ts'
import type { SsrCost } from '../serverCost.ts'

const scripts = (gzipBytes: number, files: number, beforeFirstPaint: string[] = []): PageScripts => ({
  url: 'http://127.0.0.1/',
  files,
  gzipBytes,
  transferredBytes: gzipBytes,
  inlineBytes: 0,
  firstPaintMs: 320,
  firstContentfulPaintMs: 330,
  beforeFirstPaint,
  scriptFiles: [],
})

const cost = (url: string, cpuMsPerRequest: number, htmlBytes: number): SsrCost => ({
  url,
  requests: 100,
  requestsPerSecond: 1000 / cpuMsPerRequest,
  cpuMsPerRequest,
  htmlBytes,
  cpuMsPerKB: cpuMsPerRequest / (htmlBytes / 1024),
  statuses: { 200: 100 },
  encoding: 'br',
})

const load = (requestsPerSecond: number): LoadResult => ({
  url: '/faqs',
  requestsPerSecond,
  requests: requestsPerSecond * 5,
  errors: 0,
  statuses: { 200: requestsPerSecond * 5 },
  encoding: 'br',
  bodyBytes: 12_000,
  latencyMs: { mean: 1, p50: 1, p99: 2, samples: 10 },
})

describe('the bench:pages report', () => {
  const [home, bare] = pageTargets(['home', 'bare'], null)
  const report = buildPagesReport(
    [
      {
        target: home!,
        scripts: scripts(181 * 1024, 51, ['/assets/entries/entry.js']),
        lighthouse: [
          { score: 89, fcp: 1500, lcp: 1600, tbt: 428, cls: 0 },
          { score: 90, fcp: 1400, lcp: 1500, tbt: 400, cls: 0 },
          { score: 88, fcp: 1600, lcp: 1700, tbt: 450, cls: 0 },
        ],
      },
      { target: bare!, scripts: scripts(94 * 1024, 5) },
    ],
    {
      ssr: [cost('/secure?utm_ads=lowcost-envir', 7.2, 22 * 1024)],
      bareSsr: cost('/?utm_ads=lowcost-envir', 1.3, 8 * 1024),
      prerendered: { url: '/faqs', connections: 16, site: load(540), sirv: load(1000) },
    },
    3,
  )

  it('divides each page’s script bytes by the bare page’s', () => {
    expect(report.pages.map((page) => page.scripts?.gzipRatioToBare)).toEqual([1.93, 1])
    expect(report.pages[0]!.lighthouse!.median).toEqual({ score: 89, fcp: 1500, lcp: 1600, tbt: 428, cls: 0 })
    expect(report.pages[1]!.lighthouse).toBeUndefined()
  })

  it('compares server CPU per request and per KB of HTML with the bare SSR page, and serving with sirv', () => {
    const [secure] = report.server!.ssr
    expect(secure!.cpuPerRequestRatioToBare).toBe(5.54)
    // 7.2 ms / 22 KiB against 1.3 ms / 8 KiB.
    expect(secure!.cpuPerKBRatioToBare).toBe(2.01)
    expect(report.server!.prerendered.siteToSirv).toBe(0.54)
  })

  it('prints the tables with medians, runs, ratios and the scripts that came before the first paint', () => {
    const text = pagesMarkdown(report)
    expect(text).toContain('| `/`  ')
    expect(text).toMatch(
      /\| 89 \(89, 90, 88\)\s+\| 1500 ms \| 1600 ms \| 428 ms \| 0\.000 \| 181\.0 KiB in 51 files\s+\| 1\.93×/,
    )
    expect(text).toContain('Before first paint (320 ms) on `/`: /assets/entries/entry.js')
    expect(text).not.toContain('Before first paint (320 ms) on bare')
    expect(text).toMatch(/\| `\/secure\?utm_ads=lowcost-envir`\s+\| 7\.20 ms\s+\| 5\.54×/)
    expect(text).toMatch(/\| the site’s server\s+\| 540\s+\| 12000 B br \| 0\.54×/)
  })

  it('leaves the server tables out when the server part was skipped', () => {
    const pagesOnly = buildPagesReport([{ target: bare!, scripts: scripts(1024, 1) }], undefined, 0)
    expect(pagesOnly.server).toBeUndefined()
    expect(pagesMarkdown(pagesOnly)).not.toContain('rendered per request')
  })
})

describe('JS at phone widths', () => {
  it('compares each page with the bare page at the same width', () => {
    const [home, bare] = pageTargets(['home', 'bare'], null)
    const report = buildPagesReport(
      [
        {
          target: home!,
          scripts: scripts(120_000, 40),
          phoneScripts: [
            { width: 375, scripts: scripts(90_000, 30) },
            { width: 412, scripts: scripts(110_000, 35) },
          ],
        },
        {
          target: bare!,
          scripts: scripts(100_000, 3),
          phoneScripts: [
            { width: 375, scripts: scripts(100_000, 3) },
            { width: 412, scripts: scripts(100_000, 3) },
          ],
        },
      ],
      undefined,
      1,
    )
    expect(report.pages[0]!.phoneScripts).toEqual([
      { width: 375, gzipBytes: 90_000, files: 30, scriptFiles: [], gzipRatioToBare: 0.9 },
      { width: 412, gzipBytes: 110_000, files: 35, scriptFiles: [], gzipRatioToBare: 1.1 },
    ])
    const markdown = pagesMarkdown(report)
    expect(markdown).toContain('| JS before interaction at 375 px (gzip) | JS before interaction at 412 px (gzip) |')
    expect(markdown).toMatch(/\| 0\.90× +\| 1\.10× +\|/)
  })
})

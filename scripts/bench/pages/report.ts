/** The figures of one `npm run bench:pages` run: as JSON (rounded) and as Markdown tables (pure). */
import type { LoadResult } from '../load.ts'
import { round } from '../stats.ts'
import { medianRun, ratio } from './figures.ts'
import type { LighthouseRun } from './lighthouse.ts'
import { kib, markdownTable, ms, times } from './markdown.ts'
import type { PageScripts } from './pageScripts.ts'
import type { PageTarget } from './pages.ts'
import type { SsrCost } from './serverCost.ts'

export interface PageResult {
  target: PageTarget
  scripts?: PageScripts
  /** The same page in phone-sized windows (pageScripts.ts PHONE_VIEWPORTS), by width. */
  phoneScripts?: Array<{ width: number; scripts: PageScripts }>
  lighthouse?: LighthouseRun[]
}

export interface ServerResult {
  /** Per-request pages of the site, each against the bare app's server-rendered page. */
  ssr: SsrCost[]
  bareSsr: SsrCost
  prerendered: { url: string; connections: number; site: LoadResult; sirv: LoadResult }
}

export function buildPagesReport(pages: readonly PageResult[], server: ServerResult | undefined, runs: number) {
  const bare = pages.find((page) => page.target.key === 'bare')?.scripts
  const barePhone = pages.find((page) => page.target.key === 'bare')?.phoneScripts
  return {
    date: new Date().toISOString(),
    node: process.version,
    lighthouseRuns: runs,
    pages: pages.map(({ target, scripts, phoneScripts, lighthouse }) => ({
      ...target,
      scripts: scripts && {
        ...scripts,
        gzipRatioToBare: bare ? round(ratio(scripts.gzipBytes, bare.gzipBytes)) : null,
      },
      // Each width against the bare page at the same width.
      phoneScripts: phoneScripts?.map(({ width, scripts: atWidth }) => {
        const bareAtWidth = barePhone?.find((phone) => phone.width === width)?.scripts
        return {
          width,
          gzipBytes: atWidth.gzipBytes,
          files: atWidth.files,
          scriptFiles: atWidth.scriptFiles,
          gzipRatioToBare: bareAtWidth ? round(ratio(atWidth.gzipBytes, bareAtWidth.gzipBytes)) : null,
        }
      }),
      lighthouse: lighthouse?.length ? { median: medianRun(lighthouse), runs: lighthouse } : undefined,
    })),
    server: server && {
      ssr: server.ssr.map((cost) => ({
        ...roundedCost(cost),
        cpuPerRequestRatioToBare: round(ratio(cost.cpuMsPerRequest, server.bareSsr.cpuMsPerRequest)),
        cpuPerKBRatioToBare: round(ratio(cost.cpuMsPerKB, server.bareSsr.cpuMsPerKB)),
      })),
      bareSsr: roundedCost(server.bareSsr),
      prerendered: {
        url: server.prerendered.url,
        connections: server.prerendered.connections,
        siteRequestsPerSecond: Math.round(server.prerendered.site.requestsPerSecond),
        sirvRequestsPerSecond: Math.round(server.prerendered.sirv.requestsPerSecond),
        siteToSirv: round(ratio(server.prerendered.site.requestsPerSecond, server.prerendered.sirv.requestsPerSecond)),
        siteBodyBytes: server.prerendered.site.bodyBytes,
        sirvBodyBytes: server.prerendered.sirv.bodyBytes,
        encodings: [server.prerendered.site.encoding, server.prerendered.sirv.encoding],
      },
    },
  }
}

export type PagesReport = ReturnType<typeof buildPagesReport>

function roundedCost(cost: SsrCost) {
  return {
    ...cost,
    requestsPerSecond: Math.round(cost.requestsPerSecond),
    cpuMsPerRequest: round(cost.cpuMsPerRequest),
    cpuMsPerKB: round(cost.cpuMsPerKB, 3),
  }
}

export function pagesMarkdown(report: PagesReport): string {
  const sections: string[] = []
  const pageRows = report.pages.map(({ label, scripts, lighthouse }) => {
    const lh = lighthouse?.median
    return [
      label,
      lh ? `${lh.score} (${lighthouse.runs.map((run) => run.score).join(', ')})` : '–',
      lh ? ms(lh.fcp) : '–',
      lh ? ms(lh.lcp) : '–',
      lh ? ms(lh.tbt) : '–',
      lh ? lh.cls.toFixed(3) : '–',
      scripts ? `${kib(scripts.gzipBytes)} in ${scripts.files} files` : '–',
      scripts ? times(scripts.gzipRatioToBare ?? NaN) : '–',
      scripts ? String(scripts.beforeFirstPaint.length) : '–',
    ]
  })
  sections.push(
    markdownTable(
      [
        'page',
        `Lighthouse mobile (median of ${report.lighthouseRuns})`,
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'JS before interaction (gzip)',
        'vs bare',
        'scripts before first paint',
      ],
      pageRows,
    ),
  )
  const widths = [...new Set(report.pages.flatMap((page) => page.phoneScripts?.map((phone) => phone.width) ?? []))]
  if (widths.length)
    sections.push(
      markdownTable(
        [
          'page',
          ...widths.map((width) => `JS before interaction at ${width} px (gzip)`),
          ...widths.map((w) => `vs bare at ${w} px`),
        ],
        report.pages.map(({ label, phoneScripts }) => {
          const at = (width: number) => phoneScripts?.find((phone) => phone.width === width)
          return [
            label,
            ...widths.map((width) => {
              const phone = at(width)
              return phone ? `${kib(phone.gzipBytes)} in ${phone.files} files` : '–'
            }),
            ...widths.map((width) => times(at(width)?.gzipRatioToBare ?? NaN)),
          ]
        }),
      ),
    )
  const early = report.pages.filter((page) => page.scripts?.beforeFirstPaint.length)
  if (early.length)
    sections.push(
      early
        .map(
          (page) =>
            `Before first paint (${ms(page.scripts!.firstPaintMs ?? NaN)}) on ${page.label}: ${page.scripts!.beforeFirstPaint.join(', ')}`,
        )
        .join('\n'),
    )
  if (report.server) {
    const { ssr, bareSsr, prerendered } = report.server
    const costRow = (label: string, cost: typeof bareSsr, perRequestVsBare: string, perKBVsBare: string) => [
      label,
      `${cost.cpuMsPerRequest.toFixed(2)} ms`,
      perRequestVsBare,
      kib(cost.htmlBytes),
      `${cost.cpuMsPerKB.toFixed(3)} ms`,
      perKBVsBare,
      String(cost.requestsPerSecond),
    ]
    sections.push(
      markdownTable(
        ['rendered per request', 'server CPU / request', 'vs bare', 'HTML', 'CPU / KiB of HTML', 'vs bare', 'req/s'],
        [
          ...ssr.map((cost) =>
            costRow(`\`${cost.url}\``, cost, times(cost.cpuPerRequestRatioToBare), times(cost.cpuPerKBRatioToBare)),
          ),
          costRow(`bare Vike SSR \`${bareSsr.url}\``, bareSsr, '1×', '1×'),
        ],
      ),
    )
    sections.push(
      markdownTable(
        [`prerendered \`${prerendered.url}\`, ${prerendered.connections} connections`, 'req/s', 'body', 'vs sirv'],
        [
          [
            'the site’s server',
            String(prerendered.siteRequestsPerSecond),
            `${prerendered.siteBodyBytes} B ${prerendered.encodings[0]}`,
            times(prerendered.siteToSirv),
          ],
          [
            'plain `sirv` of the same file',
            String(prerendered.sirvRequestsPerSecond),
            `${prerendered.sirvBodyBytes} B ${prerendered.encodings[1]}`,
            '1×',
          ],
        ],
      ),
    )
  }
  return sections.join('\n\n')
}

import type { LoadTiming } from './configLoad.ts'
import type { LoadResult } from './load.ts'
import { type Summary, round } from './stats.ts'

export interface RoutingTiming {
  config: string
  paths: number
  mixSize: number
  match: Summary
  resolve: Summary
}

export interface HttpTiming {
  connections: number
  seconds: number
  ssr: LoadResult
  statics: LoadResult[]
}

/** The figures as written to dist/bench.json, rounded so noise does not pass for precision. */
export function buildReport(
  routing: RoutingTiming[],
  loads: Array<{ config: string; timing: LoadTiming }>,
  http: HttpTiming,
) {
  return {
    node: process.version,
    routing: routing.map((r) => ({
      config: r.config,
      paths: r.paths,
      mixSize: r.mixSize,
      matchUs: rounded(r.match),
      resolveUs: rounded(r.resolve),
    })),
    configLoad: loads.map(({ config, timing }) => ({
      config,
      paths: timing.paths,
      medianMs: round(timing.medianMs),
      firstMs: round(timing.firstMs),
      runsMs: timing.runsMs.map((ms) => round(ms)),
    })),
    http: {
      connections: http.connections,
      seconds: http.seconds,
      results: [http.ssr, ...http.statics].map((r) => ({
        ...r,
        requestsPerSecond: round(r.requestsPerSecond, 0),
        latencyMs: rounded(r.latencyMs),
      })),
      ssrUrl: http.ssr.url,
      /** Requests/s of each prerendered URL divided by requests/s of the server-rendered one. */
      staticToSsr: Object.fromEntries(
        http.statics.map((s) => [s.url, round(s.requestsPerSecond / http.ssr.requestsPerSecond, 1)]),
      ),
    },
  }
}

export type Report = ReturnType<typeof buildReport>

export function printReport(report: Report): void {
  const row = (label: string, ...values: string[]) => console.log(`  ${label.padEnd(56)}${values.join('')}`)
  console.log(`\n${'Route lookup, µs per lookup (100-lookup batches)'.padEnd(58)}${cols('mean', 'p50', 'p99')}`)
  for (const r of report.routing) {
    const label = `${r.config}, ${r.paths} paths, ${r.mixSize} URLs`
    row(`table.match  ${label}`, num(r.matchUs.mean), num(r.matchUs.p50), num(r.matchUs.p99))
    row(`resolve      ${label}`, num(r.resolveUs.mean), num(r.resolveUs.p50), num(r.resolveUs.p99))
  }
  console.log(`\n${'Config load + validate (checkSite), ms'.padEnd(58)}${cols('median', 'first')}`)
  for (const c of report.configLoad) row(`${c.config}, ${c.paths} paths`, num(c.medianMs), num(c.firstMs))
  console.log(
    `\n${`Production server, ${report.http.connections} conns x ${report.http.seconds} s, br`.padEnd(58)}${cols('req/s', 'p50 ms', 'p99 ms')}  status, encoding, body`,
  )
  for (const r of report.http.results) {
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${status} x${n}`)
      .join(' ')
    const errors = r.errors ? `, ${r.errors} errors` : ''
    row(
      r.url,
      num(r.requestsPerSecond, 0),
      num(r.latencyMs.p50),
      num(r.latencyMs.p99),
      `  ${statuses}, ${r.encoding}, ${r.bodyBytes} B${errors}`,
    )
  }
  const ratios = Object.entries(report.http.staticToSsr).map(([url, ratio]) => `${url} ${ratio}x`)
  console.log(`  req/s ratio static/SSR (SSR = ${report.http.ssrUrl}): ${ratios.join(', ')}`)
}

function rounded(summary: Summary) {
  return { mean: round(summary.mean), p50: round(summary.p50), p99: round(summary.p99), samples: summary.samples }
}

function cols(...names: string[]): string {
  return names.map((name) => name.padStart(9)).join('')
}

function num(value: number, digits = 2): string {
  return value.toFixed(digits).padStart(9)
}

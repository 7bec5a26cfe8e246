/**
 * npm run bench — measures, in one run, route lookup time, config load time and how many requests/s
 * the production server answers for a server-rendered page against prerendered ones. It prints a table
 * and writes the same figures to dist/bench.json. No thresholds: the machine is shared and noisy, so
 * compare figures from the same run (ratios), not against other runs.
 */
import { cpus } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { timeCheckSite } from './bench/configLoad.ts'
import { loadUrl, type LoadResult } from './bench/load.ts'
import { pathnameOf, timeLookups, urlMix } from './bench/routing.ts'
import { ensureBuild, startServer } from './bench/server.ts'
import { round, type Summary } from './bench/stats.ts'
import { readerWithSyntheticPartners } from './bench/syntheticConfig.ts'

const root = resolve(import.meta.dirname, '..')
const SYNTHETIC_PARTNERS = 5000
const LOAD_RUNS = 5
const HTTP_CONNECTIONS = 16
const HTTP_SECONDS = 5
const SSR_URL = '/secure?utm_ads=lowcost-envir'
const STATIC_URLS = ['/faqs', '/']

async function main(): Promise<void> {
  console.log(`bench: node ${process.version}, ${cpus().length} cpus, ${HTTP_CONNECTIONS} connections x ${HTTP_SECONDS} s per URL`)

  const realLoad = timeCheckSite(root, {}, LOAD_RUNS)
  const bigLoad = timeCheckSite(root, { readConfigFile: readerWithSyntheticPartners(root, SYNTHETIC_PARTNERS) }, LOAD_RUNS)
  const configs = [
    { name: 'real', load: realLoad },
    { name: `+${SYNTHETIC_PARTNERS} partners`, load: bigLoad },
  ]
  const routing = configs.map(({ name, load }) => ({ name, paths: load.paths, ...timeRouting(load.runtime) }))

  ensureBuild(root)
  const server = await startServer(root)
  let http: LoadResult[]
  try {
    http = []
    // One URL at a time: on 2 cores the server and this load loop already use both.
    for (const url of [SSR_URL, ...STATIC_URLS]) http.push(await loadUrl(server.port, url, HTTP_CONNECTIONS, HTTP_SECONDS * 1000))
  } finally {
    await server.stop()
  }
  const [ssr, ...statics] = http

  const report = {
    node: process.version,
    cpus: cpus().length,
    routing: routing.map((r) => ({
      config: r.name,
      paths: r.paths,
      mixSize: r.mixSize,
      matchUs: rounded(r.match),
      resolveUs: rounded(r.resolve),
    })),
    configLoad: configs.map(({ name, load }) => ({
      config: name,
      paths: load.paths,
      medianMs: round(load.medianMs),
      firstMs: round(load.firstMs),
      runsMs: load.runsMs.map((ms) => round(ms)),
    })),
    http: {
      connections: HTTP_CONNECTIONS,
      seconds: HTTP_SECONDS,
      results: http.map((r) => ({ ...r, requestsPerSecond: round(r.requestsPerSecond, 0), latencyMs: rounded(r.latencyMs) })),
      staticToSsr: Object.fromEntries(statics.map((s) => [s.url, round(s.requestsPerSecond / ssr!.requestsPerSecond, 1)])),
    },
  }
  mkdirSync(join(root, 'dist'), { recursive: true })
  writeFileSync(join(root, 'dist/bench.json'), JSON.stringify(report, null, 2) + '\n')
  printReport(report)
}

/** Lookup cost over the same kind of URL mix for either config; match gets pathnames, as the server passes. */
function timeRouting(runtime: SiteRuntime) {
  const mix = urlMix(runtime)
  const pathnames = mix.map(pathnameOf)
  return {
    mixSize: mix.length,
    match: timeLookups(pathnames, (path) => runtime.table.match(path)),
    resolve: timeLookups(mix, (url) => runtime.resolve(url)),
  }
}

function rounded(summary: Summary) {
  return { mean: round(summary.mean), p50: round(summary.p50), p99: round(summary.p99), samples: summary.samples }
}

type Report = Awaited<ReturnType<typeof buildReportType>>
declare function buildReportType(): {
  routing: Array<{ config: string; paths: number; mixSize: number; matchUs: ReturnType<typeof rounded>; resolveUs: ReturnType<typeof rounded> }>
  configLoad: Array<{ config: string; paths: number; medianMs: number; firstMs: number }>
  http: { results: Array<Omit<LoadResult, 'latencyMs'> & { latencyMs: ReturnType<typeof rounded> }>; staticToSsr: Record<string, number> }
}

function printReport(report: Report): void {
  console.log('\nRoute lookup, µs per lookup (from 100-lookup batches)    mean     p50     p99')
  for (const r of report.routing) {
    const label = `${r.config} (${r.paths} paths, ${r.mixSize} URLs)`
    console.log(`  ${pad(`table.match  ${label}`, 54)}${num(r.matchUs.mean)}${num(r.matchUs.p50)}${num(r.matchUs.p99)}`)
    console.log(`  ${pad(`resolve      ${label}`, 54)}${num(r.resolveUs.mean)}${num(r.resolveUs.p50)}${num(r.resolveUs.p99)}`)
  }
  console.log('\nConfig load + validate (checkSite), ms                  median   first')
  for (const c of report.configLoad) console.log(`  ${pad(`${c.config} (${c.paths} paths)`, 54)}${num(c.medianMs)}${num(c.firstMs)}`)
  console.log('\nProduction server, Accept-Encoding: br                  req/s  p50 ms  p99 ms  status, encoding, bytes')
  for (const r of report.http.results) {
    const statuses = Object.entries(r.statuses).map(([status, n]) => `${status}x${n}`).join(' ')
    const errors = r.errors ? `, ${r.errors} errors` : ''
    console.log(`  ${pad(r.url, 54)}${num(r.requestsPerSecond, 0)}${num(r.latencyMs.p50)}${num(r.latencyMs.p99)}  ${statuses}, ${r.encoding}, ${r.bodyBytes} B${errors}`)
  }
  for (const [url, ratio] of Object.entries(report.http.staticToSsr)) console.log(`  static ${url} / SSR ${SSR_URL}: ${ratio}x`)
  console.log('\nwrote dist/bench.json')
}

function pad(text: string, width: number): string {
  return text.length >= width ? text + ' ' : text.padEnd(width)
}

function num(value: number, digits = 2): string {
  return value.toFixed(digits).padStart(8)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

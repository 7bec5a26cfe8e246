/**
 * npm run bench — measures, in one run, route lookup time, config load time and how many requests/s
 * the production server answers for a server-rendered page against prerendered ones. It prints a table
 * and writes the same figures to dist/bench.json. No thresholds: the machine is shared and noisy, so
 * compare figures within one run (ratios), not across runs.
 */
import { cpus } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { timeCheckSite } from './bench/configLoad.ts'
import { type LoadResult, loadUrl } from './bench/load.ts'
import { buildReport, printReport, type RoutingTiming } from './bench/report.ts'
import { pathnameOf, timeLookups, urlMix } from './bench/routing.ts'
import { ensureBuild } from './bench/server.ts'
import { startProductionServer } from './lib/productionServer.ts'
import { readerWithSyntheticPartners } from './bench/syntheticConfig.ts'
import { benchLeads, printLeadsBench, roundedLeadsBench } from './bench/leads.ts'

const root = resolve(import.meta.dirname, '..')
const SYNTHETIC_PARTNERS = 5000
const LOAD_RUNS = 5
const HTTP_CONNECTIONS = 16
const HTTP_SECONDS = 5
/** A help article renders per request (its id comes from the path); the others are prerendered, `/secure` once per utm_ads value. */
const SSR_URL = '/help-center/articles/camera-shows-offline'
const STATIC_URLS = ['/secure?utm_ads=lowcost-envir', '/faqs', '/']

async function main(): Promise<void> {
  console.log(`bench: node ${process.version}, ${cpus().length} cpus`)

  const loads = [
    { config: 'real', timing: timeCheckSite(root, {}, LOAD_RUNS) },
    {
      config: `real+${SYNTHETIC_PARTNERS} partners`,
      timing: timeCheckSite(root, { readConfigFile: readerWithSyntheticPartners(root, SYNTHETIC_PARTNERS) }, LOAD_RUNS),
    },
  ]
  const routing = loads.map(({ config, timing }) => timeRouting(config, timing.runtime))

  ensureBuild(root)
  const server = await startProductionServer(root)
  const results: LoadResult[] = []
  try {
    // One URL at a time: on 2 cores the server and this load loop already use both.
    for (const url of [SSR_URL, ...STATIC_URLS])
      results.push(await loadUrl(server.port, url, HTTP_CONNECTIONS, HTTP_SECONDS * 1000))
  } finally {
    await server.stop()
  }
  const [ssr, ...statics] = results
  const leads = await benchLeads(root, HTTP_CONNECTIONS, HTTP_SECONDS)

  const report = buildReport(routing, loads, {
    connections: HTTP_CONNECTIONS,
    seconds: HTTP_SECONDS,
    ssr: ssr!,
    statics,
  })
  mkdirSync(join(root, 'dist'), { recursive: true })
  writeFileSync(
    join(root, 'dist/bench.json'),
    JSON.stringify({ ...report, leads: roundedLeadsBench(leads) }, null, 2) + '\n',
  )
  printReport(report)
  printLeadsBench(leads)
  console.log('\nwrote dist/bench.json')
}

/** Lookup cost over each config's URL mix; match gets bare pathnames, as the server passes req.path. */
function timeRouting(config: string, runtime: SiteRuntime): RoutingTiming {
  const mix = urlMix(runtime)
  const pathnames = mix.map(pathnameOf)
  return {
    config,
    paths: runtime.table.size,
    mixSize: mix.length,
    match: timeLookups(pathnames, (path) => runtime.table.match(path)),
    resolve: timeLookups(mix, (url) => runtime.resolve(url)),
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

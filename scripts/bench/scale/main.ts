/**
 * npm run bench:scale -- --partners N[,N…] [--requests 10000] [--seconds 5] [--keep] [--port P]
 *
 * For each N: a temporary copy of the site with N generated partners (scripts/bench/syntheticConfig.ts), then
 * `npm run build` (time, peak memory, pages), the compiled server (start, RSS idle and after `--requests`
 * requests over every prerendered page, p99 of one prerendered page for `--seconds`), and a second build after
 * renaming one partner. Prints a Markdown table (docs/performance.md keeps it); no figure is pass/fail.
 */
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readPagesIndex } from '../../../server/prerenderedIndex.server.ts'
import { measureBuild } from './measureBuild.ts'
import { measureServer } from './measureServer.ts'
import { type ScaleResult, scaleTable } from './scaleTable.ts'
import { renameOnePartner, siteCopyWithPartners } from './siteCopy.ts'

const root = resolve(import.meta.dirname, '../../..')
const { values } = parseArgs({
  options: {
    partners: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    // The server's port; a free one when absent (a machine shared by sessions gives each its own ports).
    port: { type: 'string' },
  },
})
const sizes = values.partners.split(',').map((n) => Number(n.trim()))
if (sizes.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('bench:scale: --partners takes whole numbers')

const results: ScaleResult[] = []
for (const partners of sizes) {
  const loadBefore = loadavg()[0]!
  console.log(`bench:scale: ${partners} extra partners: copying the site ...`)
  const copy = siteCopyWithPartners(root, partners)
  try {
    console.log(`bench:scale: building ${copy} ...`)
    const full = measureBuild(copy)
    const pages = Object.keys(readPagesIndex(copy)?.pages ?? {}).length
    console.log(`bench:scale: ${full.prerenderLine}; measuring the server ...`)
    const server = await measureServer(copy, Number(values.requests), Number(values.seconds), values.port)
    const renamed = renameOnePartner(copy)
    console.log(`bench:scale: renamed partner ${renamed}, building again ...`)
    const onePartner = measureBuild(copy)
    console.log(`bench:scale: ${onePartner.prerenderLine}`)
    results.push({ partners, pages, full, onePartner, server, load: [loadBefore, loadavg()[0]!] })
    // After each size, so a long run shows what it has measured so far.
    console.log(`\n${scaleTable(results)}\n`)
  } finally {
    if (values.keep) console.log(`bench:scale: kept ${copy}`)
    else rmSync(copy, { recursive: true, force: true })
  }
}

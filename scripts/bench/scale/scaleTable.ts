import type { BuildRun } from './measureBuild.ts'
import type { ServerRun } from './measureServer.ts'

export interface ScaleResult {
  partners: number
  pages: number
  full: BuildRun
  onePartner: BuildRun
  server: ServerRun
  /** The machine's load average (1 min) when the size started and ended. */
  load: [number, number]
}

const fixed = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const whole = (value: number) => Math.round(value).toLocaleString('en-US')

/** One Markdown table, a row per size, with the figures issue 27 sets targets for. */
export function scaleTable(results: readonly ScaleResult[]): string {
  const header = [
    'extra partners',
    'pages prerendered',
    'full build',
    'build peak memory',
    'one partner changed: build',
    'server start',
    'RSS idle',
    'RSS after requests',
    'prerendered `/faqs` p99',
    'machine load',
  ]
  const rows = results.map((result) => [
    whole(result.partners),
    whole(result.pages),
    `${fixed(result.full.seconds)} s (${fixed((result.full.seconds * 1000) / Math.max(1, result.pages), 1)} ms a page; CPU ${fixed(result.full.cpuSeconds)} s)`,
    `${whole(result.full.peakMb)} MB`,
    `${fixed(result.onePartner.seconds)} s (CPU ${fixed(result.onePartner.cpuSeconds)} s), ${whole(result.onePartner.peakMb)} MB (${renderedOf(result.onePartner.prerenderLine)})`,
    `${fixed(result.server.startSeconds, 2)} s (CPU ${fixed(result.server.startCpuSeconds, 2)} s)`,
    `${whole(result.server.rssIdleMb)} MB`,
    `${whole(result.server.rssAfterMb)} MB (${whole(result.server.requests)}, ${result.server.failed} not 200)`,
    `${fixed(result.server.prerendered.latencyMs.p99, 1)} ms (${whole(result.server.prerendered.requestsPerSecond)} req/s)`,
    `${fixed(result.load[0], 1)}–${fixed(result.load[1], 1)}`,
  ])
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** "3 of 15,082 rendered" from the prerender step's line. */
export function renderedOf(line: string): string {
  const match = /prerendered (\d+) of (\d+) pages/.exec(line)
  return match ? `${whole(Number(match[1]))} of ${whole(Number(match[2]))} pages rendered` : 'pages rendered: ?'
}

import { type CheckOptions, checkSite } from '../../runtime/config/loadSite.server.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { median } from './stats.ts'

export interface LoadTiming {
  /** First run in this process: includes compiling the JSON schemas, which later runs reuse. */
  firstMs: number
  medianMs: number
  runsMs: number[]
  paths: number
  runtime: SiteRuntime
}

/** Times checkSite end to end (read, parse, validate, expand, cross-check); fails loudly on bad config. */
export function timeCheckSite(root: string, options: CheckOptions, runs: number): LoadTiming {
  const runsMs: number[] = []
  let runtime: SiteRuntime | null = null
  for (let i = 0; i < runs + 1; i++) {
    const start = process.hrtime.bigint()
    const result = checkSite(root, options)
    runsMs.push(Number(process.hrtime.bigint() - start) / 1e6)
    if (!result.runtime) {
      const first = result.issues[0]
      throw new Error(
        `bench: config is invalid (${result.issues.length} issues; first: ${first?.file}:${first?.line} ${first?.message})`,
      )
    }
    runtime = result.runtime
  }
  const [firstMs, ...warm] = runsMs
  return { firstMs: firstMs!, medianMs: median(warm), runsMs: warm, paths: runtime!.table.size, runtime: runtime! }
}

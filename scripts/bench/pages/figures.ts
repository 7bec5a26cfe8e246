/** Pure arithmetic of the report: medians of Lighthouse runs and ratios against the reference. */
import { median } from '../stats.ts'
import type { LighthouseRun } from './lighthouse.ts'

/** `value / reference`; NaN when there is no reference to divide by. */
export function ratio(value: number, reference: number): number {
  return reference > 0 ? value / reference : NaN
}

/** Each figure's own median across the runs (the score's median run need not hold the median TBT). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (!runs.length) throw new Error('no Lighthouse runs to take the median of')
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]))
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') }
}

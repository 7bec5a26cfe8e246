/** Small summary helpers shared by the bench sections. */

export interface Summary {
  mean: number
  p50: number
  p99: number
  samples: number
}

/** Mean and nearest-rank percentiles of a list of samples (any unit). */
export function summarize(samples: readonly number[]): Summary {
  if (!samples.length) return { mean: NaN, p50: NaN, p99: NaN, samples: 0 }
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, x) => sum + x, 0) / sorted.length
  return { mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length }
}

export function median(samples: readonly number[]): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    50,
  )
}

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

/** Rounds for printing and JSON: enough digits to compare, not so many that noise looks like signal. */
export function round(value: number, digits = 2): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

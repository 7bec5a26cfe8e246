/** One block that changed place, described by its new neighbour: "faqs moved above package-tables". */
export interface BlockMove {
  id: string
  /** The block it now sits directly above; null when it moved to the end. */
  above: string | null
  /** The block it now sits directly below, given when it moved to the end. */
  below: string | null
  /**
   * Set when the move is told as the editor made it (the studio's save summary): "moved up, above" the
   * block `above`, or "moved down, below" the block `below`, which need not be the last.
   */
  direction?: 'up' | 'down'
}

/**
 * The fewest blocks to move to turn `before` into `after` (both the same ids in another order): every
 * block outside a longest common subsequence moves, the others stay put. Moving one of 11 sections
 * reads as one move, not as two 11-item lists.
 */
export function blockMoves(before: readonly string[], after: readonly string[]): BlockMove[] {
  const staying = new Set(longestCommonSubsequence(before, after))
  return after.flatMap((id, i) => {
    if (staying.has(id)) return []
    const next = after[i + 1]
    return [next !== undefined ? { id, above: next, below: null } : { id, above: null, below: after[i - 1] ?? null }]
  })
}

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): string[] {
  // lengths[i][j]: LCS length of a[i..] and b[j..]; block lists are short, so the table is tiny.
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
    }
  }
  const common: string[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common.push(a[i]!)
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++
    else j++
  }
  return common
}

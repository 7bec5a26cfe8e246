/** What happened to a run of rows between two images: kept, only in the before image, only in the after one. */
export interface RowEdit {
  kind: 'equal' | 'delete' | 'insert'
  /** Row index in the before image (equal, delete) or the after image (insert). */
  before: number
  after: number
}

/**
 * The shortest edit script between two row sequences (Myers' O(ND) diff), so a block inserted near the top
 * shows as those rows inserted rather than as every row below it changed. Common leading and trailing rows
 * are taken off first. Returns null when more than `maxEdits` rows differ: the caller marks the whole span.
 */
export function rowDiff(a: readonly string[], b: readonly string[], maxEdits = 4000): RowEdit[] | null {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const middle = myers(a.slice(start, endA), b.slice(start, endB), maxEdits)
  if (!middle) return null
  const edits: RowEdit[] = []
  for (let i = 0; i < start; i++) edits.push({ kind: 'equal', before: i, after: i })
  for (const edit of middle) edits.push({ kind: edit.kind, before: edit.before + start, after: edit.after + start })
  for (let i = 0; i < a.length - endA; i++) edits.push({ kind: 'equal', before: endA + i, after: endB + i })
  return edits
}

function myers(a: readonly string[], b: readonly string[], maxEdits: number): RowEdit[] | null {
  const n = a.length
  const m = b.length
  const max = Math.min(n + m, maxEdits)
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  const trace: Int32Array[] = []
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice())
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) return backtrack(trace, offset, n, m, d)
    }
  }
  return null
}

function backtrack(trace: Int32Array[], offset: number, n: number, m: number, depth: number): RowEdit[] {
  const edits: RowEdit[] = []
  let x = n
  let y = m
  for (let d = depth; d > 0; d--) {
    const v = trace[d]!
    const k = x - y
    const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
    const prevK = down ? k + 1 : k - 1
    const prevX = v[offset + prevK]!
    const prevY = prevX - prevK
    while (x > prevX && y > prevY) edits.push({ kind: 'equal', before: --x, after: --y })
    if (down) edits.push({ kind: 'insert', before: x, after: --y })
    else edits.push({ kind: 'delete', before: --x, after: y })
  }
  while (x > 0 && y > 0) edits.push({ kind: 'equal', before: --x, after: --y })
  return edits.reverse()
}

/** One item of a pagination control: a page number, or a gap shown as an ellipsis. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pagination control shows: at most `maxNumbers` consecutive numbers around the
 * current page (spec 9.8: 4), plus the first and last pages, with an ellipsis for each gap.
 */
export function pageItems(current: number, total: number, maxNumbers = 4): PageItem[] {
  if (total <= 1) return total === 1 ? [{ kind: 'page', page: 1 }] : []
  const page = Math.min(Math.max(1, current), total)
  const window = Math.max(1, Math.min(maxNumbers, total))
  let start = Math.max(1, page - Math.floor((window - 1) / 2))
  const end = Math.min(total, start + window - 1)
  start = Math.max(1, end - window + 1)
  const items: PageItem[] = []
  if (start > 1) {
    items.push({ kind: 'page', page: 1 })
    if (start > 2) items.push({ kind: 'gap', key: 'before' })
  }
  for (let n = start; n <= end; n++) items.push({ kind: 'page', page: n })
  if (end < total) {
    if (end < total - 1) items.push({ kind: 'gap', key: 'after' })
    items.push({ kind: 'page', page: total })
  }
  return items
}

/** The slice of `items` on a 1-based page, with the page count; a page past the end is clamped. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; totalPages: number; total: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages)
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, totalPages, total: items.length }
}

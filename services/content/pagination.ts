/** One item of a pagination control: a page number, or a gap shown as an ellipsis. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pagination control shows: at most `maxNumbers` consecutive numbers around the
 * current page (spec 9.8: 4), plus the first and last pages, each across an ellipsis.
 */
export function pageItems(current: number, total: number, maxNumbers = 4): PageItem[] {
  if (total <= 0) return []
  const all = (): PageItem[] => Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }))
  // Few enough pages to show them all without any ellipsis.
  if (total <= maxNumbers + 1) return all()
  const page = Math.min(Math.max(1, current), total)
  let start = Math.max(1, page - Math.floor((maxNumbers - 1) / 2))
  let end = Math.min(total, start + maxNumbers - 1)
  start = Math.max(1, end - maxNumbers + 1)
  // A window one step from either end absorbs that end, so no run of numbers grows past maxNumbers.
  if (start === 2) [start, end] = [1, maxNumbers]
  if (end === total - 1) [start, end] = [total - maxNumbers + 1, total]
  const items: PageItem[] = []
  if (start > 1) items.push({ kind: 'page', page: 1 }, { kind: 'gap', key: 'before' })
  for (let n = start; n <= end; n++) items.push({ kind: 'page', page: n })
  if (end < total) items.push({ kind: 'gap', key: 'after' }, { kind: 'page', page: total })
  return items
}

/** The slice of `items` on a 1-based page, with the page count; a page past the end is clamped. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; totalPages: number; total: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages)
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    totalPages,
    total: items.length,
  }
}

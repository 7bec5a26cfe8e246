/**
 * Orders entries the way Strapi answers a query with `sort: ["field:asc", "other:desc"]` on its default
 * SQLite database: fields compared in turn, strings by code unit (SQLite's BINARY collation), numbers by
 * value, null and missing values first when ascending. The local files are ordered with the same sort their
 * query asks Strapi for, so a page lists the same entries in the same order from either source.
 */
export function sortEntries<T extends object>(items: readonly T[], sorts: readonly string[]): T[] {
  const keys = sorts.map((sort) => {
    const [field, direction] = sort.split(':')
    return { field: field!, sign: direction === 'desc' ? -1 : 1 }
  })
  return [...items].sort((a, b) => {
    for (const { field, sign } of keys) {
      const order = compareValues((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field])
      if (order !== 0) return order * sign
    }
    return 0
  })
}

function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined
  const bMissing = b === null || b === undefined
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  // Sort fields are scalars (text, dates as ISO strings); anything else compares by its JSON text.
  const x = typeof a === 'string' ? a : JSON.stringify(a)
  const y = typeof b === 'string' ? b : JSON.stringify(b)
  return x < y ? -1 : x > y ? 1 : 0
}

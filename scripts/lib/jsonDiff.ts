import { jsonPathToString } from '../../runtime/config/ConfigIssue.ts'
import { isPlainObject } from '../../runtime/routing/placeholders.ts'

/** One value that differs between two JSON documents, at the path editors read (`links[0].href`). */
export interface JsonChange {
  path: string
  kind: 'added' | 'removed' | 'changed'
  before?: unknown
  after?: unknown
}

/**
 * Lists the leaves that differ between two JSON values. Objects are compared key by key and arrays
 * index by index, except a list of plain values whose length changed: that is reported whole,
 * because `["a","b","c"] → ["a","c"]` reads better than three shifted indexes.
 */
export function diffJson(before: unknown, after: unknown, at: ReadonlyArray<string | number> = []): JsonChange[] {
  if (jsonEqual(before, after)) return []
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => diffMember(before, after, key, [...at, key]))
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const lengthChanged = before.length !== after.length
    if (lengthChanged && before.every(isScalar) && after.every(isScalar))
      return [{ path: pathOf(at), kind: 'changed', before, after }]
    const changes: JsonChange[] = []
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= after.length) changes.push({ path: pathOf([...at, i]), kind: 'removed', before: before[i] })
      else if (i >= before.length) changes.push({ path: pathOf([...at, i]), kind: 'added', after: after[i] })
      else changes.push(...diffJson(before[i], after[i], [...at, i]))
    }
    return changes
  }
  return [{ path: pathOf(at), kind: 'changed', before, after }]
}

/** Structural equality of two JSON values; key order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    )
  }
  return false
}

function diffMember(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  key: string,
  at: Array<string | number>,
): JsonChange[] {
  const inBefore = Object.hasOwn(before, key) && before[key] !== undefined
  const inAfter = Object.hasOwn(after, key) && after[key] !== undefined
  if (!inBefore && inAfter) return [{ path: pathOf(at), kind: 'added', after: after[key] }]
  if (inBefore && !inAfter) return [{ path: pathOf(at), kind: 'removed', before: before[key] }]
  return diffJson(before[key], after[key], at)
}

function pathOf(at: ReadonlyArray<string | number>): string {
  // The root itself has no JSON path; "(whole value)" tells the reader the entire thing changed.
  return at.length ? jsonPathToString(at) : '(whole value)'
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object'
}

import type { JsonChange } from './jsonDiff.ts'

/** Longest value shown in a diff line; longer ones are cut around what changed. */
const MAX_VALUE = 80
/** Characters kept either side of the changed part of a long text. */
const CONTEXT = 30

/** Inline code that survives backticks in the text. */
export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}

/** A table cell must not hold a raw pipe or line break. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}

/** `old → new`, both short enough to read on one line yet still showing where they differ. */
export function describeValueChange(before: unknown, after: unknown): string {
  if (typeof before === 'string' && typeof after === 'string') {
    const [old, current] = shortenAroundDifference(before, after)
    return `${code(JSON.stringify(old))} → ${code(JSON.stringify(current))}`
  }
  return `${describeValue(before)} → ${describeValue(after)}`
}

export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing'
  return code(text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text)
}

/** One line for a changed JSON leaf: "`path`: old → new", "added …" or "removed (was …)". */
export function describeJsonChange(change: JsonChange): string {
  const where = code(change.path)
  if (change.kind === 'added') return `${where}: added ${describeValue(change.after)}`
  if (change.kind === 'removed') return `${where}: removed (was ${describeValue(change.before)})`
  return `${where}: ${describeValueChange(change.before, change.after)}`
}

/**
 * Cuts two long texts to the part that differs plus some context, so a one-word edit in a long
 * heading is visible instead of being cut off after the first eighty characters.
 */
export function shortenAroundDifference(before: string, after: string): [string, string] {
  if (before.length <= MAX_VALUE && after.length <= MAX_VALUE) return [before, after]
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let end = 0
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++
  const cut = (text: string): string => {
    const from = Math.max(0, start - CONTEXT)
    const to = Math.min(text.length, text.length - end + CONTEXT)
    const middle = text.slice(from, to)
    const head = from > 0 ? '…' : ''
    if (middle.length > MAX_VALUE) return `${head}${middle.slice(0, MAX_VALUE - 1)}…`
    return `${head}${middle}${to < text.length ? '…' : ''}`
  }
  return [cut(before), cut(after)]
}

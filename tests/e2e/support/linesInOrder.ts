import { expect } from 'vitest'

/** What one line must hold: a text it contains, a pattern it matches, or every one of several. */
export type LineMatcher = string | RegExp | ReadonlyArray<string | RegExp>

function holds(line: string, matcher: LineMatcher): boolean {
  if (typeof matcher === 'string') return line.includes(matcher)
  if (matcher instanceof RegExp) return matcher.test(line)
  return matcher.every((part) => holds(line, part))
}

/**
 * Expects `lines` (an order's lines, a list as the visitor reads it) to hold a line for each of `expected`, in that
 * order; other lines may stand between and around them. What a visitor relies on is checked, and a line added for
 * another reason does not break the test. Where the whole list is the requirement, compare the whole list instead.
 */
export function expectLinesInOrder(lines: readonly string[], expected: readonly LineMatcher[]): void {
  let from = 0
  for (const matcher of expected) {
    const at = lines.findIndex((line, index) => index >= from && holds(line, matcher))
    if (at === -1)
      expect.fail(
        `no line after line ${from} holds ${String(matcher)}; the lines:\n${lines.map((line, i) => `${i}: ${line}`).join('\n')}`,
      )
    from = at + 1
  }
}

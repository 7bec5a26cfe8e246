import { describe, expect, it } from 'vitest'
import { diffJson, jsonEqual } from '../lib/jsonDiff.ts'
import { describeJsonChange, shortenAroundDifference } from '../lib/markdownValues.ts'

describe('diffJson', () => {
  it('names each changed leaf by its JSON path', () => {
    expect(
      diffJson(
        { heading: 'A', cta: { label: 'Go', href: '/' }, old: 1 },
        { heading: 'B', cta: { label: 'Go', href: '/x' }, new: true },
      ),
    ).toEqual([
      { path: 'heading', kind: 'changed', before: 'A', after: 'B' },
      { path: 'cta.href', kind: 'changed', before: '/', after: '/x' },
      { path: 'old', kind: 'removed', before: 1 },
      { path: 'new', kind: 'added', after: true },
    ])
  })

  it('compares lists of objects item by item', () => {
    expect(
      diffJson(
        { links: [{ href: '/a' }, { href: '/b' }] },
        { links: [{ href: '/a' }, { href: '/c' }, { href: '/d' }] },
      ),
    ).toEqual([
      { path: 'links[1].href', kind: 'changed', before: '/b', after: '/c' },
      { path: 'links[2]', kind: 'added', after: { href: '/d' } },
    ])
  })

  it('reports a list of plain values whose length changed as a whole', () => {
    expect(diffJson({ routes: ['a', 'b', 'c'] }, { routes: ['a', 'c'] })).toEqual([
      { path: 'routes', kind: 'changed', before: ['a', 'b', 'c'], after: ['a', 'c'] },
    ])
  })

  it('ignores key order and treats a missing key like an undefined one', () => {
    expect(diffJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([])
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([])
    expect(jsonEqual([1, { x: 2 }], [1, { x: 2 }])).toBe(true)
    expect(jsonEqual([1, 2], [2, 1])).toBe(false)
  })

  it('quotes keys that are not identifiers', () => {
    expect(
      diffJson(
        { blockProps: { 'package-tables': { heading: 'A' } } },
        { blockProps: { 'package-tables': { heading: 'B' } } },
      )[0]?.path,
    ).toBe('blockProps["package-tables"].heading')
  })
})

describe('values in the Markdown', () => {
  it('keeps short values whole and cuts long texts around what changed', () => {
    expect(describeJsonChange({ path: 'heading', kind: 'changed', before: 'Hi', after: 'Hello' })).toBe(
      '`heading`: `"Hi"` → `"Hello"`',
    )
    const before = `${'a'.repeat(100)} old word ${'z'.repeat(100)}`
    const after = `${'a'.repeat(100)} new word ${'z'.repeat(100)}`
    const [old, current] = shortenAroundDifference(before, after)
    expect(old).toBe(`…${'a'.repeat(29)} old word ${'z'.repeat(24)}…`)
    expect(current).toBe(`…${'a'.repeat(29)} new word ${'z'.repeat(24)}…`)
  })

  it('cuts long non-text values and says what was added or removed', () => {
    expect(describeJsonChange({ path: 'cta', kind: 'added', after: { label: 'Go', href: '/' } })).toBe(
      '`cta`: added `{"label":"Go","href":"/"}`',
    )
    expect(describeJsonChange({ path: 'x', kind: 'removed', before: 'y'.repeat(100) })).toBe(
      `\`x\`: removed (was \`"${'y'.repeat(78)}…\`)`,
    )
  })
})

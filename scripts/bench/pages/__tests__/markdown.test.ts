import { describe, expect, it } from 'vitest'
import { kib, markdownTable, ms, times } from '../markdown.ts'

describe('Markdown output', () => {
  it('pads every column to its widest cell, header rule included', () => {
    expect(
      markdownTable(
        ['page', 'JS'],
        [
          ['`/`', '181.0 KiB'],
          ['bare Vike page', '94 KiB'],
        ],
      ),
    ).toBe(
      [
        '| page           | JS        |',
        '| -------------- | --------- |',
        '| `/`            | 181.0 KiB |',
        '| bare Vike page | 94 KiB    |',
      ].join('\n'),
    )
  })

  it('fills missing cells and keeps rules at least three dashes wide', () => {
    expect(markdownTable(['a', 'b'], [['x']])).toBe(['| a   | b   |', '| --- | --- |', '| x   |     |'].join('\n'))
  })

  it('formats sizes, times and ratios', () => {
    expect(kib(185_344)).toBe('181.0 KiB')
    expect(ms(427.6)).toBe('428 ms')
    expect(times(1.926)).toBe('1.93×')
    expect(times(NaN)).toBe('–')
  })
})

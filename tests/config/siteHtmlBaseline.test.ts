import { describe, expect, it } from 'vitest'
import { firstDifference } from '../support/siteHtmlBaseline.ts'

describe('firstDifference (what the site identity test shows when a page changed)', () => {
  it('numbers the tag lines around the first one that differs, before and after', () => {
    const before = '<main><h1>Protect what matters</h1><p>Call us</p></main>'
    const after = '<main><h1>Protect what you love</h1><p>Call us</p></main>'
    expect(firstDifference(before, after, 1)).toBe(
      [
        'first difference at tag line 2',
        '-     1 <main>',
        '-     2 <h1>Protect what matters</h1>',
        '-     3 <p>Call us</p>',
        '+     1 <main>',
        '+     2 <h1>Protect what you love</h1>',
        '+     3 <p>Call us</p>',
      ].join('\n'),
    )
  })

  it('cuts a long line around the first differing character so the change stays visible', () => {
    const text = (word: string) => `<style>${'x'.repeat(500)}${word}${'y'.repeat(500)}</style>`
    const shown = firstDifference(text('blue'), text('warm'), 0)
    expect(shown).toContain('blue')
    expect(shown).toContain('warm')
    expect(shown.split('\n').every((line) => line.length < 230)).toBe(true)
  })
})

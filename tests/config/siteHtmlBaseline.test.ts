import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  baselineFileName,
  firstDifference,
  normalisePage,
  readBaseline,
  writeBaseline,
} from '../support/siteHtmlBaseline.ts'

describe('normalisePage (the baseline files a reviewer diffs)', () => {
  it('puts each tag on a line of its own, and each CSS rule of a <style>', () => {
    expect(
      normalisePage('<main><style data-emotion="hb x">.a{color:red;}.b{margin:0;}</style><h1>Hi</h1></main>'),
    ).toBe(
      [
        '<main>',
        '<style data-emotion="hb x">',
        '.a{color:red;}',
        '.b{margin:0;}',
        '</style>',
        '<h1>Hi</h1>',
        '</main>',
        '',
      ].join('\n'),
    )
  })
})

describe('baselineFileName', () => {
  it('names a page by its path and query, readable and apart from every other page', () => {
    expect(baselineFileName('/')).toBe('index.html')
    expect(baselineFileName('/shop/products/smart-lock')).toBe('shop~products~smart-lock.html')
    expect(baselineFileName('/secure?utm_ads=bogo50-envir')).toBe('secure@utm_ads=bogo50-envir.html')
    expect(baselineFileName('/help-center/assistant?q=camera offline')).toBe(
      'help-center~assistant@q=camera_offline.html',
    )
    // Apart on a case-insensitive file system too.
    expect(baselineFileName('/Neighborly').toLowerCase()).not.toBe(baselineFileName('/neighborly').toLowerCase())
  })
})

describe('writeBaseline and readBaseline', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('write one file per page that reads back to the same pages, and remove the files of pages gone', () => {
    dir = mkdtempSync(join(tmpdir(), 'site-baseline-'))
    writeFileSync(join(dir, 'gone.html'), '<!-- url /gone -->\n<p>old</p>\n')
    const pages = { '/': normalisePage('<p>home</p>'), '/help-center/search?q=a b': normalisePage('<p>search</p>') }
    writeBaseline(pages, dir)
    expect(readdirSync(dir).sort()).toEqual(['help-center~search@q=a_b.html', 'index.html'])
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('<!-- url / -->\n<p>home</p>\n')
    expect(readBaseline(dir)).toEqual(pages)
  })

  it('refuses two URLs that would share a file', () => {
    dir = mkdtempSync(join(tmpdir(), 'site-baseline-'))
    expect(() => writeBaseline({ '/a b': '', '/a_b': '' }, dir)).toThrow(/would both be written to a_b.html/)
  })
})

describe('firstDifference (what the site identity test shows when a page changed)', () => {
  it('numbers the lines around the first one that differs, before and after', () => {
    const before = normalisePage('<main><h1>Protect what matters</h1><p>Call us</p></main>')
    const after = normalisePage('<main><h1>Protect what you love</h1><p>Call us</p></main>')
    expect(firstDifference(before, after, 1)).toBe(
      [
        'first difference at line 2',
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
    const text = (word: string) => `<p>${'x'.repeat(500)}${word}${'y'.repeat(500)}</p>`
    const shown = firstDifference(text('blue'), text('warm'), 0)
    expect(shown).toContain('blue')
    expect(shown).toContain('warm')
    expect(shown.split('\n').every((line) => line.length < 230)).toBe(true)
  })
})

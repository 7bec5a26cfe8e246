import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { repoRoot } from './fixtureSite.ts'

/**
 * The HTML of every page of the site as it was when the baseline was taken, kept as one brotli file:
 * pages share their chrome, so a 16 MB window compresses ~8 MB of HTML to well under 100 KB.
 */
export const BASELINE_FILE = join(repoRoot, 'tests/config/site-html.baseline.json.br')

export type SiteHtml = Record<string, string>

export function readBaseline(): SiteHtml | null {
  if (!existsSync(BASELINE_FILE)) return null
  return JSON.parse(brotliDecompressSync(readFileSync(BASELINE_FILE)).toString('utf8')) as SiteHtml
}

export function writeBaseline(pages: SiteHtml): void {
  const json = JSON.stringify(pages, Object.keys(pages).sort(), 0)
  writeFileSync(
    BASELINE_FILE,
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 } }),
  )
}

/** Where two renderings of one page first part, as a few numbered lines of each (one tag per line). */
export function firstDifference(before: string, after: string, context = 2): string {
  const a = tagLines(before)
  const b = tagLines(after)
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const from = Math.max(0, i - context)
  // Long lines (inline styles, the page summary) are cut around the first differing character.
  let column = 0
  const [lineA = '', lineB = ''] = [a[i], b[i]]
  while (column < lineA.length && lineA[column] === lineB[column]) column++
  const start = Math.max(0, column - 80)
  const cut = (line: string, k: number) =>
    line.length <= 200 ? line : `${k === i ? '...' + line.slice(start, start + 200) : line.slice(0, 197)}...`
  const show = (lines: string[], sign: string) =>
    lines
      .slice(from, i + context + 1)
      .map((line, k) => `${sign} ${String(from + k + 1).padStart(5)} ${cut(line, from + k)}`)
      .join('\n')
  return `first difference at tag line ${i + 1}\n${show(a, '-')}\n${show(b, '+')}`
}

function tagLines(html: string): string[] {
  return html.replace(/></g, '>\n<').split('\n')
}

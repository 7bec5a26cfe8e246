import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './fixtureSite.ts'

/**
 * The HTML of every page of the site as it was when the baseline was taken: one text file per page, normalised
 * (one tag per line, one CSS rule per line), so a reviewer reads a page's change as an ordinary diff.
 * `npm run site:baseline` rewrites the folder; the files depend only on the rendered HTML.
 */
export const BASELINE_DIR = join(repoRoot, 'tests/config/site-baseline')

/** URL → what the identity test renders for it (a page summary comment, then the HTML). */
export type SiteHtml = Record<string, string>

const EXTENSION = '.html'
const URL_LINE = /^<!-- url (.+) -->\n/

/**
 * The file name of a page: its path and query with `/` as `~` and `?` as `@` (`/shop/products?x=1` →
 * `shop~products@x=1.html`, `/` → `index.html`), a `^` before each capital (`/Neighborly` → `^Neighborly.html`,
 * apart from `/neighborly` on a case-insensitive file system too); any other character a file name should not
 * hold becomes `_`. The URL itself is the file's first line, so the name need not be reversible.
 */
export function baselineFileName(url: string): string {
  const name = url
    .replace(/^\//, '')
    .replaceAll('/', '~')
    .replace('?', '@')
    .replace(/[^A-Za-z0-9._~@=+%-]/g, '_')
    .replace(/[A-Z]/g, '^$&')
  return `${name || 'index'}${EXTENSION}`
}

const ORDER_KEY = /\bshop-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g

/**
 * One tag per line, and inside <style> one CSS rule per line: a change shows as the few lines it touches. The order
 * keys a shop's package buttons carry (a fresh one per render, blocks/shared/shop/packageOrderForm.ts) read as one.
 */
export function normalisePage(html: string): string {
  const lines = html.replace(ORDER_KEY, 'shop-(order key)').replace(/></g, '>\n<').split('\n')
  const out: string[] = []
  for (const line of lines) {
    const style = /^(<style[^>]*>)(.*)(<\/style>)$/.exec(line)
    if (style) out.push(style[1]!, ...style[2]!.replace(/}/g, '}\n').split('\n').filter(Boolean), style[3]!)
    else out.push(line)
  }
  return `${out.join('\n')}\n`
}

/** The baseline as written: URL → normalised page. Null when none was ever taken. */
export function readBaseline(dir = BASELINE_DIR): SiteHtml | null {
  if (!existsSync(dir)) return null
  const pages: SiteHtml = {}
  for (const file of readdirSync(dir).filter((name) => name.endsWith(EXTENSION))) {
    const text = readFileSync(join(dir, file), 'utf8')
    const url = URL_LINE.exec(text)?.[1]
    if (!url) throw new Error(`${file} in ${dir} does not start with its URL; take a new baseline`)
    pages[url] = text.slice(text.indexOf('\n') + 1)
  }
  return pages
}

/** Writes one file per page (normalised pages, as `normalisePage` gives) and removes the files of pages gone. */
export function writeBaseline(pages: SiteHtml, dir = BASELINE_DIR): void {
  const files = new Map<string, string>()
  for (const url of Object.keys(pages).sort()) {
    const file = baselineFileName(url)
    // Two URLs must not share a file, on a case-insensitive file system either.
    const clash = [...files.keys()].find((other) => other.toLowerCase() === file.toLowerCase())
    if (clash) throw new Error(`${url} and ${files.get(clash)} would both be written to ${file}`)
    files.set(file, url)
  }
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(join(dir, name))
  for (const [file, url] of files) writeFileSync(join(dir, file), `<!-- url ${url} -->\n${pages[url]}`)
}

/** Where two normalised pages first part, as a few numbered lines of each. */
export function firstDifference(before: string, after: string, context = 2): string {
  const a = before.split('\n')
  const b = after.split('\n')
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
  return `first difference at line ${i + 1}\n${show(a, '-')}\n${show(b, '+')}`
}

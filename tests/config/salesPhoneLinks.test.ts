import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/fixtureSite.ts'

/** Every .ts/.tsx file of the blocks and the runtime, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const SALES_LINK = /(telHref|smsHref)\(\s*[\w.?]*phones\??\.sales(Text)?\s*\)/

/** Spec 4.10 by construction (issue 17): a sales number becomes a link only through SalesPhoneLink. */
describe('sales phone links', () => {
  it('are made only by blocks/shared/SalesPhoneLink.tsx, which hides them while sales is closed', () => {
    const offenders = [...sourceFiles(join(repoRoot, 'blocks')), ...sourceFiles(join(repoRoot, 'runtime'))]
      .filter((file) => !file.endsWith('SalesPhoneLink.tsx') && SALES_LINK.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file))
    expect(offenders).toEqual([])
  })

  // Issue 25 (visitor item 2): the 404 banner wrote its own call line (its own closed words) beside the shared one.
  it('a call line with words of its own while closed is SalesCallLink: no other block hands SalesPhoneLink closedText', () => {
    const offenders = sourceFiles(join(repoRoot, 'blocks'))
      .filter(
        (file) =>
          !file.endsWith('SalesCallLink.tsx') && /<SalesPhoneLink\b[^>]*\bclosedText=/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(repoRoot, file))
    expect(offenders).toEqual([])
  })
})

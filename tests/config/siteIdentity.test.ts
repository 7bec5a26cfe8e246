import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { realSite, renderUrl } from '../support/renderUrl.tsx'
import { sitePaths } from '../support/sitePaths.ts'
import {
  type SiteHtml,
  BASELINE_DIR,
  firstDifference,
  normalisePage,
  readBaseline,
  writeBaseline,
} from '../support/siteHtmlBaseline.ts'

/**
 * Renders every page of the site (every route and alias, every partner page, every declared query value
 * and variant, the 404 page) and compares the HTML with the committed baseline, so a config refactoring
 * (shared sections, inherited routes) is proven to change nothing a visitor sees.
 * The baseline is one normalised text file per page in tests/config/site-baseline/. After an intended change of
 * the HTML, take a new baseline (`npm run site:baseline`) and commit the changed files: their diff is the change.
 */
const UPDATE = process.env.UPDATE_SITE_BASELINE === '1'
// A Tuesday, 10:00 in America/Chicago: business hours, no countdown edge, the same on every run.
const FIXED_NOW = new Date('2026-11-24T16:00:00.000Z')
// The baseline was taken in UTC; a machine in another zone must not show other local times.
process.env.TZ = 'UTC'

describe('every page of the site', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(FIXED_NOW)
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('renders the same HTML as the baseline', { timeout: 600_000 }, async () => {
    const rendered: SiteHtml = {}
    const unfilled: string[] = []
    for (const { url } of sitePaths(realSite())) {
      const { html, model } = await renderUrl(url)
      // A template value ({{partner.name}}, {{price.starter.monthly}}) left in the HTML would show to visitors.
      const token = /\{\{[^}]*\}\}/.exec(html)
      if (token) unfilled.push(`${url}: ${token[0]}`)
      // What the document head and the server read (status, meta, phones, lead source, layout flags), then the body.
      const { header: _header, footer: _footer, ...layoutFlags } = model.layout
      const head = JSON.stringify(
        { status: model.status, render: model.render, meta: model.meta, context: model.context, layout: layoutFlags },
        null,
        2,
      )
      rendered[url] = normalisePage(`<!-- page\n${head}\n-->\n${html}`)
    }
    expect(unfilled, 'template values left unfilled in the HTML').toEqual([])
    if (UPDATE) {
      writeBaseline(rendered)
      return
    }
    const baseline = readBaseline()
    expect(baseline, `no baseline in ${BASELINE_DIR}; take one with npm run site:baseline`).not.toBeNull()
    const before = baseline!
    const problems: string[] = []
    const lost = Object.keys(before).filter((url) => !(url in rendered))
    const gained = Object.keys(rendered).filter((url) => !(url in before))
    if (lost.length) problems.push(`pages no longer rendered: ${lost.join(', ')}`)
    if (gained.length) problems.push(`pages not in the baseline: ${gained.join(', ')}`)
    const changed = Object.keys(rendered).filter((url) => url in before && before[url] !== rendered[url])
    for (const url of changed.slice(0, 5)) problems.push(`${url}: ${firstDifference(before[url]!, rendered[url]!)}`)
    if (changed.length > 5)
      problems.push(`... and ${changed.length - 5} more changed pages: ${changed.slice(5).join(', ')}`)
    expect(problems.join('\n\n'), `${changed.length} of ${Object.keys(rendered).length} pages changed`).toBe('')
    expect(Object.keys(rendered).length).toBeGreaterThan(100)
  })
})

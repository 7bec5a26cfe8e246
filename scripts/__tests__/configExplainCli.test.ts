import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../tests/support/fixtureSite.ts'
import { foldValue } from '../lib/explainFormat.ts'
import { localPricesToday } from '../lib/pricesToday.ts'
import { catalogueSpecs } from '../../services/catalogue/index.ts'

function explain(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/config-explain.ts'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '' },
  })
}

// Each test starts a tsx process that compiles the whole site; on a loaded machine that takes seconds.
describe('npm run config:explain', { timeout: 60_000 }, () => {
  it('prints the page aligned, without colours when not on a terminal', () => {
    const result = explain('/secure', '--query', 'utm_ads=lowcost-envir', '--query', 'gclid=1')
    expect(result.status).toBe(0)
    expect(result.stdout).not.toContain('\u001b[')
    expect(result.stdout).toMatch(/^\/secure\?utm_ads=lowcost-envir&gclid=1\n/)
    expect(result.stdout).toMatch(/\n {2}variant {2}utm_ads=lowcost-envir +routes\.json:\d+:\d+\n/)
    expect(result.stdout).toContain('ignored: this page does not read gclid')
    expect(result.stdout).toMatch(/\n {6}heading +".+" +query variant +routes\.json:\d+:\d+\n/)
  })

  it('shows a schedule naming a promotion with its dates, and lists the promotion values the page quotes', () => {
    const result = explain('/memorial-day')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(
      /\n {6}shows through 2027-05-23 \(America\/Chicago\): before the promotion "memorial-day-cameras" +routes\.json:\d+:\d+\n/,
    )
    expect(result.stdout).toContain('Promotion values (site-config/price-promotions.json):')
    expect(result.stdout).toContain('  {{promotion.memorial-day-cameras.ends}}  Monday, May 31\n')
    expect(result.stdout).toMatch(/\d+ values can be inserted: \{\{promotion\.<id>\.<starts\|ends\|/)
  })

  it('lists the device facts the page’s cards name, as the catalogue states them', () => {
    const result = explain('/cameras')
    expect(result.status).toBe(0)
    const catalogues = localPricesToday(repoRoot)!
    const outdoor = catalogueSpecs(catalogues.byId.get(catalogues.defaultCatalogId)!.catalogue).get('outdoor-camera')!
    expect(outdoor.length).toBeGreaterThan(0)
    expect(result.stdout).toContain(`Device facts (from ${catalogues.defaultCatalogId}), listed first on the cards`)
    expect(result.stdout).toContain(`\n  outdoor-camera  ${outdoor.join('; ')}\n`)
    expect(result.stdout).toMatch(
      /\n {2}\d+ devices state facts a card can name: "specs": \{ "catalogue": "<device>" \}\n/,
    )
  })

  it('--json gives every value with layer, file, line and column', () => {
    const result = explain('/', '--json')
    expect(result.status).toBe(0)
    const page = JSON.parse(result.stdout)
    expect(page.route.name).toBe('home')
    const heading = page.blocks[0].props.find((p: { name: string }) => p.name === 'heading')
    expect(heading.origin).toMatchObject({
      layer: 'route',
      file: 'routes.json',
      line: expect.any(Number),
      column: expect.any(Number),
      path: expect.stringMatching(/^routes\[\d+\]\.blocks\[0\]\.props\.heading$/),
    })
  })

  it('fails with a clear message on an unknown URL', () => {
    const result = explain('/no-such-page')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'No page at /no-such-page: no route in routes.json (or partner page of partners.json) matches it, so visitors get the 404 page.',
    )
  })
})

describe('long values fold', () => {
  it('keeps short arrays inline and folds long ones to three items and a count', () => {
    expect(foldValue(['a', 'b'], 40)).toEqual({ head: '["a","b"]', rest: [] })
    const folded = foldValue(
      [
        { author: 'Ann', text: 'Great' },
        { author: 'Bo', text: 'Fine' },
        { author: 'Cy', text: 'Good' },
        { author: 'Di', text: 'Nice' },
        { author: 'Ed', text: 'Ok' },
      ],
      30,
    )
    expect(folded).toEqual({
      head: '[5 items]',
      rest: [
        '[0] author: "Ann", text: "Great"',
        '[1] author: "Bo", text: "Fine"',
        '[2] author: "Cy", text: "Good"',
        '… 2 more',
      ],
    })
    expect(foldValue('x'.repeat(50), 20).head).toBe(`"${'x'.repeat(18)}…`)
  })
})

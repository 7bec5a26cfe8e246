import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../config/loadSite.server.ts'
import { applyMovesAndRemovals, movesAndRemovalsBetween } from '../../config/blockListChanges.ts'
import { explainPage } from '../../explain/explainPage.ts'
import { blockSchemaDefaults } from '../../explain/blockSchemaDefaults.server.ts'
import { diffSites } from '../../../scripts/lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from '../../../scripts/lib/siteDiffMarkdown.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

type Partners = { partners: Array<Record<string, unknown> & { id: string }> }

/** The repository's site with partners.json changed by `edit`. */
function siteWithPartners(edit: (partners: Partners) => void) {
  const partners = JSON.parse(readFileSync(join(repoRoot, 'partners.json'), 'utf8')) as Partners
  edit(partners)
  return checkSite(repoRoot, {
    readConfigFile: (file) =>
      file === 'partners.json' ? JSON.stringify(partners, null, 2) : readFileSync(join(repoRoot, file), 'utf8'),
  })
}

const withChanges = (id: string, changes: Record<string, unknown[]>) =>
  siteWithPartners((file) => {
    file.partners.find((partner) => partner.id === id)!.blockChanges = changes
  })

const ids = (site: ReturnType<typeof checkSite>, url: string) => site.runtime!.resolve(url).blocks.map((b) => b.id)
const problems = (site: ReturnType<typeof checkSite>) =>
  site.issues.map((issue) => `${issue.file} ${issue.path}: ${issue.message}`)

describe("a partner's own order of a template's blocks (partners.json blockChanges)", () => {
  const plain = checkSite(repoRoot)
  const moved = withChanges('lakeshore-moving', {
    'partner-offer-page': [
      { id: 'how-it-works', after: 'schedule' },
      { id: 'reviews', remove: true },
    ],
  })

  it("moves and hides blocks on that partner's page only", () => {
    expect(problems(moved)).toEqual([])
    expect(ids(plain, '/lakeshoreoffer')).toEqual([
      'hero',
      'offer-countdown',
      'partner-benefits',
      'plans',
      'how-it-works',
      'reviews',
      'schedule',
      'legal',
    ])
    expect(ids(moved, '/lakeshoreoffer')).toEqual([
      'hero',
      'offer-countdown',
      'partner-benefits',
      'plans',
      'schedule',
      'how-it-works',
      'legal',
    ])
    expect(ids(moved, '/keystoneoffer')).toEqual(ids(plain, '/keystoneoffer'))
  })

  it('config:explain names the change that moved a block and the one that hides a block', () => {
    const page = explainPage(moved.runtime!, '/lakeshoreoffer', { schemaDefaults: blockSchemaDefaults(repoRoot) })
    const p = moved.runtime!.config.partners.partners.findIndex((partner) => partner.id === 'lakeshore-moving')
    expect(page.blocks.find((block) => block.id === 'how-it-works')!.movedBy).toEqual({
      layer: 'partner',
      file: 'partners.json',
      at: ['partners', p, 'blockChanges', 'partner-offer-page', 0],
    })
    expect(page.blocks.find((block) => block.id === 'schedule')!.movedBy).toBeUndefined()
    expect(page.hiddenByPartner).toEqual([
      {
        id: 'reviews',
        type: expect.any(String),
        origin: {
          layer: 'partner',
          file: 'partners.json',
          at: ['partners', p, 'blockChanges', 'partner-offer-page', 1],
        },
      },
    ])
  })

  it("config:diff reports the move and the hidden block on that partner's page and no other", () => {
    const summary = formatSiteDiffMarkdown(diffSites(plain.runtime!, moved.runtime!), { base: 'a', head: 'b' })
    expect(summary).toContain('/lakeshoreoffer')
    expect(summary).toContain('how-it-works')
    expect(summary).toContain('reviews')
    expect(summary).not.toContain('/keystoneoffer')
    // Told as moves on the page, never as the partner's raw `blockChanges` JSON.
    expect(summary).not.toContain('blockChanges')
  })

  it('reports unknown ids, a change that says nothing, a route the partner has no page from, and a hidden required block', () => {
    const broken = withChanges('lakeshore-moving', {
      'partner-offer-page': [{ id: 'nope', after: 'schedule' }, { id: 'hero', after: 'missing' }, { id: 'plans' }],
      'partner-faq': [{ id: 'hero', remove: true }],
      'partner-shop': [{ id: 'cart', remove: true }],
    })
    const found = problems(broken).join('\n')
    expect(found).toMatch(/partners\[2\]\.blockChanges\["partner-offer-page"\]\[0\]\.id: no block with this id/)
    expect(found).toMatch(/partners\[2\]\.blockChanges\["partner-offer-page"\]\[1\]\.after: no inherited block/)
    expect(found).toMatch(/partners\[2\]\.blockChanges\["partner-offer-page"\]\[2\]: say what happens to the block/)
    expect(found).toMatch(/partners\[2\]\.blockChanges\["partner-faq"\]: this partner has no page from route/)
    expect(found).toMatch(
      /partners\[2\]\.blockChanges\["partner-shop"\]\[0\]: a shop page must keep its ShopCart block/,
    )
  })
})

describe('movesAndRemovalsBetween', () => {
  const apply = (from: string[], to: string[]) =>
    applyMovesAndRemovals(
      from,
      (id) => id,
      movesAndRemovalsBetween(from, to),
      () => {
        throw new Error('a change the list cannot take')
      },
    )

  it('writes one move for one moved block and one removal for one hidden block', () => {
    expect(movesAndRemovalsBetween(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toHaveLength(1)
    expect(movesAndRemovalsBetween(['a', 'b', 'c'], ['a', 'c'])).toEqual([{ id: 'b', remove: true }])
    expect(movesAndRemovalsBetween(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([{ id: 'c', before: 'a' }])
  })

  it('turns every order of a list, with any blocks left out, into exactly that order', () => {
    const from = ['a', 'b', 'c', 'd', 'e']
    const orders: string[][] = [[]]
    for (const id of from) orders.push(...orders.map((order) => [...order, id]))
    const permutations = (list: string[]): string[][] =>
      list.length <= 1
        ? [list]
        : list.flatMap((id, i) => permutations(list.filter((_, j) => j !== i)).map((rest) => [id, ...rest]))
    for (const subset of orders.filter((order) => order.length > 0))
      for (const to of permutations(subset)) expect(apply(from, to)).toEqual(to)
  })
})

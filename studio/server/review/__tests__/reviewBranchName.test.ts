import { describe, expect, it } from 'vitest'
import { isReviewBranch, reviewSlug, reviewTitleFromSummary, uniqueReviewBranch } from '../reviewBranchName.ts'

describe('review branch names', () => {
  it.each([
    ['Shop: new “Holiday” heading', 'shop-new-holiday-heading'],
    ['/shop: Block hero (Hero)', 'shop-block-hero-hero'],
    ['Café prices — Ünïcode', 'cafe-prices-unicode'],
    ['   ', 'change'],
    ['!!!', 'change'],
    [
      'A very long title that goes on and on about every single thing changed today',
      'a-very-long-title-that-goes-on-and-on-about',
    ],
  ])('%s → %s', (title, slug) => {
    expect(reviewSlug(title)).toBe(slug)
    expect(slug.length).toBeLessThanOrEqual(48)
    expect(isReviewBranch(`site/${slug}`)).toBe(true)
  })

  it('never reuses a branch name, here or on the remote', () => {
    expect(uniqueReviewBranch('Shop heading', new Set())).toBe('site/shop-heading')
    expect(uniqueReviewBranch('Shop heading', new Set(['site/shop-heading']))).toBe('site/shop-heading-2')
    expect(uniqueReviewBranch('Shop heading', new Set(['site/shop-heading', 'site/shop-heading-2']))).toBe(
      'site/shop-heading-3',
    )
  })

  it('titles a review from the config:diff summary when the editor writes none', () => {
    const summary = [
      '## Site changes from the files on disk to this edit',
      '',
      '**1 page changed**',
      '',
      '### Pages changed',
      '',
      '#### `/shop` · route `shop`',
      '',
      '- **Block `hero` (Hero):**',
      '  - heading: "Shop" → "Shop the holidays"',
    ].join('\n')
    expect(reviewTitleFromSummary(summary)).toBe('/shop: Block hero (Hero)')
    expect(reviewTitleFromSummary('### Partners\n\n- **Changed:** Lakeshore (`lakeshore`)')).toBe(
      'Changed: Lakeshore (lakeshore)',
    )
    expect(reviewTitleFromSummary('')).toBe('Site change from the studio')
  })

  it('accepts only the studio’s own branch names', () => {
    expect(isReviewBranch('site/shop-heading-2')).toBe(true)
    for (const name of ['main', 'site/', 'site/Shop', 'site/a/b', 'site/a--b', 'site/../main'])
      expect(isReviewBranch(name)).toBe(false)
  })
})

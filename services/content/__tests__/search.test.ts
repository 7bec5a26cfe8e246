import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArticleSearch, type HelpArticle, type RichText } from '../index.ts'
import { LocalSource } from '../sources/localSource.server.ts'
import { searchTerm } from '../searchTerms.ts'

const para = (text: string): RichText => [{ type: 'paragraph', children: [{ type: 'text', text }] }]
const article = (
  slug: string,
  title: string,
  body: string,
  tags: string[] = [],
  keywords: string[] = [],
): HelpArticle => ({
  id: slug,
  slug,
  legacyId: '',
  title,
  summary: '',
  body: para(body),
  categorySlug: 'c',
  sectionSlug: 's',
  tags,
  keywords,
  feature: false,
  updatedAt: '2026-01-01T00:00:00Z',
})

describe('ArticleSearch ranking', () => {
  const search = new ArticleSearch([
    article('billing', 'Pay your bill', 'Autopay and cards. You can also view camera clips in the app.'),
    article('camera-offline', 'Camera shows offline', 'Restart the router and check power.'),
    article('doorbell', 'Doorbell chime', 'The doorbell camera rings your chime.', ['camera']),
    article('thermostat', 'Thermostat schedules', 'Heating and cooling.'),
  ])

  it('ranks a title match above a tag match above a passing mention in the body', () => {
    expect(search.search('camera').map((r) => r.slug)).toEqual(['camera-offline', 'doorbell', 'billing'])
  })

  it('matches word prefixes and small typos', () => {
    expect(search.search('therm')[0]?.slug).toBe('thermostat')
    expect(search.search('camra')[0]?.slug).toBe('camera-offline')
  })

  it('prefers articles with every word, and falls back to any word when none has all', () => {
    expect(search.search('camera offline').map((r) => r.slug)).toEqual(['camera-offline'])
    expect(
      search
        .search('thermostat offline')
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['camera-offline', 'thermostat'])
  })

  it('finds nothing for an empty query or unknown words', () => {
    expect(search.search('   ')).toEqual([])
    expect(search.search('xylophone')).toEqual([])
  })
})

describe('search terms (seventh walkthrough E7)', () => {
  it('meets every form of a word at one stem', () => {
    for (const family of [
      ['beep', 'beeps', 'beeping', 'beeped', 'Beeping'],
      ['chirp', 'chirps', 'chirping'],
      ['battery', 'batteries'],
    ]) {
      expect(new Set(family.map(searchTerm)), family.join('/')).toHaveProperty('size', 1)
    }
    expect(searchTerm('beeping')).not.toBe(searchTerm('chirping'))
  })

  it('leaves out words that say nothing of the question', () => {
    expect(['my', 'is', 'why', 'the'].map(searchTerm)).toEqual([null, null, null, null])
  })
})

describe('ArticleSearch stems and keywords', () => {
  const search = new ArticleSearch([
    article('sounds', 'Panel sounds', 'The panel beeps during the exit delay.'),
    article('battery', 'Replace the backup battery', 'Order a new one from Support.', [], ['beeping', 'low battery']),
    article('codes', 'Add a user code', 'Codes are four digits.'),
  ])

  it("finds an article whose words are another form of the query's", () => {
    expect(search.search('beeping').map((r) => r.slug)).toContain('sounds')
    expect(search.search('batteries').map((r) => r.slug)).toEqual(['battery'])
  })

  it("weighs an editor's keyword above a passing mention in the body", () => {
    expect(search.search('beeped').map((r) => r.slug)).toEqual(['battery', 'sounds'])
  })

  it('marks the words of the text whose stem matched, in their own form', () => {
    const page = search.searchPage('beeping panel', 1, 5)
    expect(page.hits[0]!.slug).toBe('sounds')
    const marked = [...page.hits[0]!.title, ...page.hits[0]!.snippet].filter((s) => s.match).map((s) => s.text)
    expect(marked).toEqual(['Panel', 'panel', 'beeps'])
  })

  it('asks only for the words that carry meaning', () => {
    expect(search.search('why is my panel beeping').map((r) => r.slug)).toEqual(['sounds'])
  })
})

describe('search over the real help articles', () => {
  let search: ArticleSearch
  beforeAll(async () => {
    search = new ArticleSearch(
      await new LocalSource(join(import.meta.dirname, '../../../site-config/content')).fetch('helpArticles'),
    )
  })

  it('"camera" finds the camera articles first, with the word marked in titles and snippets', () => {
    const page = search.searchPage('camera', 1, 5)
    expect(page.total).toBeGreaterThanOrEqual(8)
    for (const hit of page.hits) {
      const marked = [...hit.title, ...hit.snippet].filter((s) => s.match).map((s) => s.text.toLowerCase())
      expect(
        marked.some((word) => word.startsWith('camera')),
        hit.slug,
      ).toBe(true)
    }
    expect(page.hits[0]!.title.map((s) => s.text).join('')).toMatch(/camera/i)
  })

  it('pages results and clamps a page past the end', () => {
    const first = search.searchPage('camera', 1, 3)
    const second = search.searchPage('camera', 2, 3)
    expect(first.totalPages).toBe(Math.ceil(first.total / 3))
    expect(second.hits.map((h) => h.slug)).not.toContain(first.hits[0]!.slug)
    expect(search.searchPage('camera', 999, 3).page).toBe(first.totalPages)
  })

  // Seventh walkthrough E7: "beeping" found nothing, and "keypad beeping" only the user-code and arming articles.
  it.each(['beeping', 'keypad beeping', 'beeps', 'my panel is beeping'])(
    '"%s" finds the beeping article, then the backup-battery and smoke-chirp articles',
    (query) => {
      const slugs = search.search(query).map((r) => r.slug)
      expect(slugs[0]).toBe('why-is-my-panel-beeping')
      expect(new Set(slugs.slice(1, 3))).toEqual(new Set(['replace-panel-battery', 'smoke-detector-chirping']))
    },
  )

  it('"chirping" and "batteries" find the articles written as "chirp" and "battery"', () => {
    expect(search.search('chirping')[0]?.slug).toBe('smoke-detector-chirping')
    expect(
      search
        .search('batteries')
        .slice(0, 2)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['replace-a-sensor-battery', 'replace-panel-battery'])
  })
})

import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArticleSearch, type HelpArticle, type RichText } from '../index.ts'
import { LocalSource } from '../sources/localSource.server.ts'

const para = (text: string): RichText => [{ type: 'paragraph', children: [{ type: 'text', text }] }]
const article = (slug: string, title: string, body: string, tags: string[] = []): HelpArticle => ({
  id: slug,
  slug,
  legacyId: '',
  title,
  summary: '',
  body: para(body),
  categorySlug: 'c',
  sectionSlug: 's',
  tags,
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
})

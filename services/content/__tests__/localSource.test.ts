import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentRepository, plainText } from '../index.ts'
import { LocalSource } from '../sources/localSource.server.ts'

const contentDir = join(import.meta.dirname, '../../../site-config/content')
const repo = new ContentRepository(new LocalSource(contentDir), { ttlMs: 60_000 })

describe('the local content files', () => {
  it('hold enough help content for a real help center: 40+ articles in every category and section', async () => {
    const [articles, categories] = await Promise.all([repo.articles(), repo.categories()])
    expect(articles.length).toBeGreaterThanOrEqual(40)
    for (const category of categories) {
      expect((await repo.articlesWhere({ categorySlug: category.slug })).length, category.slug).toBeGreaterThanOrEqual(
        4,
      )
      for (const section of await repo.sectionsOf(category.slug)) {
        expect((await repo.articlesWhere({ sectionSlug: section.slug })).length, section.slug).toBeGreaterThan(0)
      }
    }
    // Real prose, not filler: every article body has a few sentences of its own.
    for (const article of articles) expect(plainText(article.body).length, article.slug).toBeGreaterThan(250)
    expect(new Set(articles.map((a) => plainText(a.body))).size).toBe(articles.length)
  })

  it('hold 10 blog posts, every legal and company page, the team and 10 states with cities', async () => {
    expect(await repo.blogPosts()).toHaveLength(10)
    for (const slug of [
      'privacy-policy',
      'return-policy',
      'warranty',
      'accessibility',
      'licensing',
      'about-us',
      'sustainability',
    ]) {
      expect((await repo.document(slug))?.body.length, slug).toBeGreaterThan(2)
    }
    expect((await repo.teamMembers()).length).toBeGreaterThanOrEqual(5)
    const states = await repo.states()
    expect(states).toHaveLength(10)
    for (const state of states) expect(state.cities.length, state.slug).toBeGreaterThanOrEqual(2)
  })

  it('hold the terms sections the spec names: free installation and the financing disclaimer', async () => {
    const anchors = (await repo.termsSections()).map((s) => s.anchor)
    expect(anchors).toContain('_FreeProfessionalInstallationPromotion')
    expect(anchors.some((a) => /^_[A-Z][A-Za-z]*Disclaimer$/.test(a))).toBe(true)
    const free = (await repo.termsSections()).find((s) => s.anchor === '_FreeProfessionalInstallationPromotion')!
    expect(plainText(free.body)).toContain('36-month monitoring commitment')
  })

  it('finds articles by slug, legacy id and document id, and places by state and city', async () => {
    const bySlug = await repo.article('camera-shows-offline')
    expect(bySlug?.title).toBe('Camera shows offline')
    expect((await repo.article(bySlug!.legacyId))?.slug).toBe('camera-shows-offline')
    expect((await repo.article(bySlug!.id))?.slug).toBe('camera-shows-offline')
    expect(await repo.article('no-such-article')).toBeNull()
    expect((await repo.location('texas', 'dallas'))?.city?.phone).toMatch(/^\(214\)/)
    expect((await repo.location('texas'))?.city).toBeNull()
    expect(await repo.location('texas', 'springfield')).toBeNull()
    expect(await repo.location('atlantis')).toBeNull()
  })

  it('fails clearly on a file without its collection', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    writeFileSync(join(dir, 'faqs.json'), JSON.stringify({ data: { questions: [] } }))
    await expect(new LocalSource(dir).fetch('faqs')).rejects.toThrow(/has no data\.faqs list/)
  })
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LocalSource } from '../sources/localSource.server.ts'
import { mapCollection } from '../strapi/mappers.ts'
import type { StrapiBlogPost } from '../strapi/shapes.ts'
import { sortEntries } from '../strapi/sortEntries.ts'

const section = (slug: string, name: string, order: number | null) => ({
  documentId: slug,
  slug,
  name,
  description: null,
  order,
  category: { slug: 'c' },
})

describe('entries in the order Strapi answers the same query', () => {
  it('sorts field by field, strings by code unit, nulls first ascending, and desc reversed', () => {
    const items = [
      { n: 2, s: 'b' },
      { n: 1, s: 'b' },
      { n: 1, s: 'B' },
      { n: null, s: 'z' },
    ]
    expect(sortEntries(items, ['n:asc', 's:asc'])).toEqual([
      { n: null, s: 'z' },
      { n: 1, s: 'B' },
      { n: 1, s: 'b' },
      { n: 2, s: 'b' },
    ])
    expect(sortEntries(items, ['n:desc', 's:desc']).map((i) => i.s)).toEqual(['b', 'b', 'B', 'z'])
  })

  it('reads the local files in that order, not in file order (Strapi sorts; the files are edited by hand)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-order-'))
    const sections = [section('tips', 'Tips', 2), section('zones', 'Zones', 1), section('alarms', 'Alarms', 1)]
    writeFileSync(join(dir, 'helpSections.json'), JSON.stringify({ data: { helpSections: sections } }))
    const read = await new LocalSource(dir).fetch('helpSections')
    expect(read.map((s) => s.slug)).toEqual(['alarms', 'zones', 'tips'])
  })
})

describe("media from Strapi's upload provider", () => {
  const post: StrapiBlogPost = {
    documentId: 'p',
    slug: 'p',
    title: 'P',
    excerpt: null,
    author: null,
    date: '2025-01-01',
    cover: { url: '/uploads/cover_1a2b.webp', alternativeText: 'Cover', width: 1200, height: 630 },
    body: [
      {
        type: 'image',
        image: { url: '/uploads/plan_3c4d.webp', alternativeText: 'Plan', width: 960, height: 540 },
        children: [{ type: 'text', text: '' }],
      },
      {
        type: 'image',
        image: { url: 'https://cdn.example.com/a.webp', alternativeText: 'A', width: 10, height: 10 },
        children: [{ type: 'text', text: '' }],
      },
    ],
  }

  it("resolves Strapi's site-relative /uploads/ URLs against Strapi's origin, in media fields and rich text", () => {
    const [mapped] = mapCollection('blogPosts', [post], { mediaOrigin: 'https://cms.example.com' })
    expect(mapped!.cover?.url).toBe('https://cms.example.com/uploads/cover_1a2b.webp')
    const urls = mapped!.body.map((node) => (node.type === 'image' ? node.image.url : null))
    expect(urls).toEqual(['https://cms.example.com/uploads/plan_3c4d.webp', 'https://cdn.example.com/a.webp'])
  })

  it('leaves the local files’ URLs (images the site serves from public/) as they are', () => {
    const [mapped] = mapCollection('blogPosts', [post])
    expect(mapped!.cover?.url).toBe('/uploads/cover_1a2b.webp')
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES, type CollectionName } from '../../../services/content/index.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { CMS_COLLECTIONS, importContent, readLocalCollection } from '../importContent.ts'
import { StrapiRestClient } from '../strapiRest.ts'
import { type FakeStrapi, startFakeStrapi } from './support/fakeStrapiRest.ts'

const TOKEN = 'import-token-for-the-fake-strapi-0123456789'
const publicDir = join(repoRoot, 'public')

let strapi: FakeStrapi
let contentDir: string
let client: StrapiRestClient
beforeEach(async () => {
  strapi = await startFakeStrapi(TOKEN, join(repoRoot, 'cms'))
  client = new StrapiRestClient({ url: strapi.url, token: TOKEN })
  // A copy of the site's content files, which a test may edit.
  contentDir = mkdtempSync(join(tmpdir(), 'cms-import-content-'))
  cpSync(join(repoRoot, 'site-config/content'), contentDir, { recursive: true })
})
afterEach(async () => {
  await strapi.close()
  rmSync(contentDir, { recursive: true, force: true })
})

/** The key naming each entry (slug, anchor, question) of a collection in the files and in the fake Strapi. */
const keyOf = (collection: CollectionName, entry: Record<string, unknown>) => String(entry[CMS_COLLECTIONS[collection].key])
const storedKeys = (collection: CollectionName) =>
  strapi
    .entries(CMS_COLLECTIONS[collection].plural)
    .map((e) => keyOf(collection, e))
    .sort()
const fileKeys = async (collection: CollectionName) =>
  (await readLocalCollection(contentDir, collection)).map((e) => keyOf(collection, e as unknown as Record<string, unknown>)).sort()

/** Rewrites one collection's file in the copy. */
function editFile(collection: CollectionName, edit: (items: Array<Record<string, unknown>>) => void) {
  const file = join(contentDir, `${collection}.json`)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, Array<Record<string, unknown>>> }
  edit(parsed.data[collection]!)
  writeFileSync(file, JSON.stringify(parsed))
}

describe('npm run cms:import against a Strapi speaking its REST API (a local fake checking writes by cms/ schemas)', () => {
  it('creates and publishes every entry of the files, relations by documentId, each image uploaded once', async () => {
    const report = await importContent(client, { contentDir, publicDir })
    for (const collection of COLLECTION_NAMES) {
      expect(storedKeys(collection), collection).toEqual(await fileKeys(collection))
      expect(report.created[collection], collection).toBe((await fileKeys(collection)).length)
      for (const entry of strapi.entries(CMS_COLLECTIONS[collection].plural))
        expect(entry.publishedAt, `${collection} ${keyOf(collection, entry)}`).toBeTruthy()
    }
    // A help article's category is the documentId Strapi gave the category with the file's slug.
    const categories = new Map(strapi.entries('help-categories').map((c) => [c.documentId, c.slug]))
    const articles = await readLocalCollection(contentDir, 'helpArticles')
    for (const stored of strapi.entries('help-articles')) {
      const file = articles.find((a) => a.slug === stored.slug)!
      expect(categories.get(String(stored.category)), String(stored.slug)).toBe(file.category?.slug)
    }
    // The rich-text image (public/content/camera-placement.webp) is uploaded once with its bytes.
    const upload = strapi.requests.filter((r) => r.method === 'POST' && r.path === '/api/upload')
    expect(upload.length).toBe(report.uploads)
    expect(strapi.uploads().map((f) => f.name)).toContain('camera-placement.webp')
    expect(new Set(strapi.uploads().map((f) => f.name)).size).toBe(strapi.uploads().length)
    // Strapi's own fields are never sent: it refuses them.
    for (const request of strapi.requests.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const data = (request.body as { data?: Record<string, unknown> } | null)?.data ?? {}
      for (const field of ['documentId', 'updatedAt', 'publishedAt']) expect(data, request.path).not.toHaveProperty(field)
    }
  })

  it("a post's date is its own field: importing again re-publishes (Strapi's publishedAt moves), the date stays", async () => {
    await importContent(client, { contentDir, publicDir })
    const first = new Map(strapi.entries('blog-posts').map((p) => [p.slug, { ...p }]))
    const posts = await readLocalCollection(contentDir, 'blogPosts')
    for (const post of posts) expect(first.get(post.slug)?.date).toBe(post.date)

    const again = await importContent(client, { contentDir, publicDir })
    expect(Object.values(again.created).every((n) => n === 0)).toBe(true)
    expect(again.uploads).toBe(0)
    for (const stored of strapi.entries('blog-posts')) {
      const before = first.get(stored.slug)!
      expect(stored.documentId).toBe(before.documentId)
      expect(stored.date).toBe(before.date)
      expect(Date.parse(String(stored.publishedAt))).toBeGreaterThanOrEqual(Date.parse(String(before.publishedAt)))
    }
    expect(strapi.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/blog-posts/'))).toHaveLength(
      posts.length,
    )
  })

  it('deletes from Strapi the entries removed from the files, dependants before what they point at', async () => {
    await importContent(client, { contentDir, publicDir })
    const quickLinks = await readLocalCollection(contentDir, 'quickLinks')
    const goneLink = quickLinks[0]!
    // An article no quick link names, and the first FAQ and post.
    const goneArticle = (await readLocalCollection(contentDir, 'helpArticles')).find(
      (a) => !quickLinks.some((q) => q.article?.slug === a.slug),
    )!
    const goneFaq = (await readLocalCollection(contentDir, 'faqs'))[0]!
    const gonePost = (await readLocalCollection(contentDir, 'blogPosts'))[0]!
    editFile('quickLinks', (items) => items.splice(items.findIndex((q) => q.slug === goneLink.slug), 1))
    editFile('helpArticles', (items) => items.splice(items.findIndex((a) => a.slug === goneArticle.slug), 1))
    editFile('faqs', (items) => items.splice(0, 1))
    editFile('blogPosts', (items) => items.splice(0, 1))
    const ids = {
      link: strapi.entries('quick-links').find((q) => q.slug === goneLink.slug)!.documentId,
      article: strapi.entries('help-articles').find((a) => a.slug === goneArticle.slug)!.documentId,
    }
    const from = strapi.requests.length

    const report = await importContent(client, { contentDir, publicDir })
    for (const collection of COLLECTION_NAMES) expect(storedKeys(collection), collection).toEqual(await fileKeys(collection))
    expect(storedKeys('faqs')).not.toContain(goneFaq.question)
    expect(storedKeys('blogPosts')).not.toContain(gonePost.slug)
    expect(report.deleted).toMatchObject({ quickLinks: 1, helpArticles: 1, faqs: 1, blogPosts: 1, helpCategories: 0 })
    const deletes = strapi.requests.slice(from).filter((r) => r.method === 'DELETE').map((r) => r.path)
    expect(deletes).toHaveLength(4)
    expect(deletes.indexOf(`/api/quick-links/${ids.link}`)).toBeLessThan(deletes.indexOf(`/api/help-articles/${ids.article}`))
  })

  it("with keepOthers, leaves an editor's entry the files do not have, and names it", async () => {
    await importContent(client, { contentDir, publicDir })
    strapi.addEntry('faqs', {
      question: 'Made in Strapi by an editor?',
      answer: [{ type: 'paragraph', children: [{ type: 'text', text: 'Yes.' }] }],
      group: 'General',
      order: 99,
    })
    const kept = await importContent(client, { contentDir, publicDir, keepOthers: true })
    expect(kept.kept).toEqual(['faqs: Made in Strapi by an editor?'])
    expect(storedKeys('faqs')).toContain('Made in Strapi by an editor?')
    expect(strapi.requests.some((r) => r.method === 'DELETE')).toBe(false)

    const synced = await importContent(client, { contentDir, publicDir })
    expect(synced.deleted.faqs).toBe(1)
    expect(storedKeys('faqs')).toEqual(await fileKeys('faqs'))
  })

  it("stops with Strapi's own message when the files carry a field cms/'s content model lacks", async () => {
    editFile('blogPosts', (items) => (items[0]!.subtitle = 'A field only the files know'))
    await expect(importContent(client, { contentDir, publicDir })).rejects.toThrow(
      /POST \/api\/blog-posts\?status=published answered 400: ValidationError: Invalid key subtitle/,
    )
  })
})

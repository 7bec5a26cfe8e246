import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COLLECTION_NAMES, ContentRepository } from '../index.ts'
import { StrapiSource } from '../sources/strapiSource.server.ts'
import { LocalSource } from '../sources/localSource.server.ts'
import { type StrapiTestServer, startStrapiTestServer } from './support/strapiTestServer.ts'

const contentDir = join(import.meta.dirname, '../../../site-config/content')
const TOKEN = 'test-read-token'

function localRows(collection: string): Array<Record<string, unknown>> {
  return (
    JSON.parse(readFileSync(join(contentDir, `${collection}.json`), 'utf8')) as {
      data: Record<string, Array<Record<string, unknown>>>
    }
  ).data[collection]!
}

// More categories than Strapi's 100-entry page, so reading them needs several pages.
const manyCategories = Array.from({ length: 230 }, (_, i) => ({
  documentId: `c${i}`,
  slug: `category-${i}`,
  name: `Category ${i}`,
  description: null,
  order: i,
}))

let server: StrapiTestServer
beforeAll(async () => {
  server = await startStrapiTestServer(
    { ...Object.fromEntries(COLLECTION_NAMES.map((c) => [c, localRows(c)])), helpCategories: manyCategories },
    TOKEN,
  )
})
afterAll(() => server.close())

describe('StrapiSource against a Strapi-shaped GraphQL endpoint', () => {
  it.each(COLLECTION_NAMES.filter((c) => c !== 'helpCategories'))(
    'reads %s exactly as the local files give it',
    async (collection) => {
      const strapi = new StrapiSource({ url: server.url, token: TOKEN })
      const local = new LocalSource(contentDir)
      const [fromStrapi, fromFiles] = await Promise.all([strapi.fetch(collection), local.fetch(collection)])
      // Same shapes in, same content out; Strapi applies the query's sort, so compare as sets by id.
      const byId = (items: Array<{ id?: string; slug?: string }>) =>
        [...items].sort((a, b) => String(a.id ?? a.slug).localeCompare(String(b.id ?? b.slug)))
      // Strapi's media URLs are paths on Strapi's server, so they come back with its origin (the files' are the site's).
      const origin = new URL(server.url).origin
      const onSite = JSON.parse(JSON.stringify(fromStrapi).replaceAll(`"${origin}/`, '"/')) as typeof fromStrapi
      expect(byId(onSite as never)).toEqual(byId(fromFiles as never))
      expect(fromStrapi.length).toBeGreaterThan(0)
    },
  )

  it('sends the token, a typed query per collection, and its sort', async () => {
    server.requests.length = 0
    await new StrapiSource({ url: `${server.url}/graphql`, token: TOKEN }).fetch('blogPosts')
    expect(server.requests).toEqual([
      {
        authorized: true,
        operationName: 'BlogPosts',
        variables: { page: 1, pageSize: 100, sort: ['date:desc', 'slug:asc'] },
      },
    ])
  })

  it('reads a collection larger than one Strapi page page by page, in order', async () => {
    server.requests.length = 0
    const categories = await new StrapiSource({ url: server.url, token: TOKEN }).fetch('helpCategories')
    expect(categories).toHaveLength(230)
    expect(categories.map((c) => c.order)).toEqual(manyCategories.map((c) => c.order))
    expect(server.requests.map((r) => r.variables.page)).toEqual([1, 2, 3])
  })

  it('maps Strapi nulls and relations to the site shapes', async () => {
    const [article] = await new StrapiSource({ url: server.url, token: TOKEN }).fetch('helpArticles')
    expect(article).toMatchObject({
      id: expect.any(String),
      categorySlug: expect.any(String),
      sectionSlug: expect.any(String),
      tags: expect.any(Array),
    })
    expect(Array.isArray(article!.body)).toBe(true)
    const [category] = await new StrapiSource({ url: server.url, token: TOKEN }).fetch('helpCategories')
    expect(category!.description).toBe('')
  })

  it('fails on a wrong token, an HTTP error and a GraphQL error', async () => {
    await expect(new StrapiSource({ url: server.url, token: 'wrong' }).fetch('faqs')).rejects.toThrow(
      /credentials|401/i,
    )
    server.setFailing('http500')
    await expect(new StrapiSource({ url: server.url, token: TOKEN }).fetch('faqs')).rejects.toThrow()
    server.setFailing('graphqlError')
    await expect(new StrapiSource({ url: server.url, token: TOKEN }).fetch('faqs')).rejects.toThrow(/Forbidden/)
    server.setFailing('none')
  })

  it('behind the repository, keeps serving the last good content when Strapi fails, and logs it', async () => {
    let now = 0
    const log = vi.fn()
    const repo = new ContentRepository(new StrapiSource({ url: server.url, token: TOKEN }), {
      ttlMs: 1000,
      now: () => now,
      log,
    })
    const before = await repo.faqs()
    server.setFailing('http500')
    now = 5000
    expect(await repo.faqs()).toBe(before)
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]![0])).toMatch(/failed to refresh faqs; serving the last good content/)
    server.setFailing('none')
  })
})

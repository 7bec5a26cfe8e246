import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../../services/content/index.ts'
import {
  type StrapiTestServer,
  startStrapiTestServer,
} from '../../../services/content/__tests__/support/strapiTestServer.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { renderUrl } from '../../../tests/support/renderUrl.tsx'

// Content that exists only in "Strapi", so the page can only have come from the GraphQL endpoint.
function strapiCollections() {
  const read = (c: string) =>
    (
      JSON.parse(readFileSync(join(repoRoot, 'site-config/content', `${c}.json`), 'utf8')) as {
        data: Record<string, Array<Record<string, unknown>>>
      }
    ).data[c]!
  const collections = Object.fromEntries(COLLECTION_NAMES.map((c) => [c, read(c)]))
  collections.helpArticles = [
    ...collections.helpArticles!,
    {
      documentId: 'strapi-only',
      slug: 'only-in-strapi',
      legacyId: '9999',
      title: 'Published in Strapi',
      summary: 'Written by an editor in the CMS.',
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'This article came over GraphQL.' }] }],
      tags: [],
      feature: false,
      updatedAt: '2026-11-01T00:00:00.000Z',
      category: { slug: 'cameras-doorbells' },
      section: { slug: 'camera-setup' },
    },
  ]
  return collections
}

let server: StrapiTestServer
beforeAll(async () => {
  server = await startStrapiTestServer(strapiCollections(), 'render-token')
  // siteContent() reads the environment once per process; this test file runs in its own module graph.
  process.env.STRAPI_URL = server.url
  process.env.STRAPI_TOKEN = 'render-token'
  process.env.CONTENT_SNAPSHOT_DIR = mkdtempSync(join(tmpdir(), 'snapshot-'))
})
afterAll(async () => {
  delete process.env.STRAPI_URL
  delete process.env.STRAPI_TOKEN
  delete process.env.CONTENT_SNAPSHOT_DIR
  await server.close()
})

describe('pages rendered from a Strapi GraphQL endpoint', () => {
  it('renders an article only Strapi has, and lists it in its category and in search', async () => {
    expect((await renderUrl('/help-center/articles/only-in-strapi')).html).toContain('This article came over GraphQL.')
    expect((await renderUrl('/help-center/category/cameras-doorbells')).html).toContain('Published in Strapi')
    expect((await renderUrl('/help-center/search?q=graphql')).html).toContain(
      'href="/help-center/articles/only-in-strapi"',
    )
    expect(server.requests.every((r) => r.authorized)).toBe(true)
  })
})

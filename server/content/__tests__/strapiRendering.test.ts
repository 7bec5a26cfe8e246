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
import { realSite, renderUrl } from '../../../tests/support/renderUrl.tsx'
import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import { blockServicesFor, createSiteServices } from '../../siteServices.server.ts'
import { readUpstreamSettings } from '../../upstreams.server.ts'

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
let services: BlockServices
beforeAll(async () => {
  server = await startStrapiTestServer(strapiCollections(), 'render-token')
  // The services a server started with STRAPI_URL and STRAPI_TOKEN builds.
  const env = {
    STRAPI_URL: server.url,
    STRAPI_TOKEN: 'render-token',
    CONTENT_SNAPSHOT_DIR: mkdtempSync(join(tmpdir(), 'snapshot-')),
  }
  services = blockServicesFor(
    createSiteServices({ root: repoRoot, env, upstreams: readUpstreamSettings({}) }),
    realSite(),
  )
})
afterAll(async () => {
  await server.close()
})

describe('pages rendered from a Strapi GraphQL endpoint', () => {
  it('renders an article only Strapi has, and lists it in its category and in search', async () => {
    expect((await renderUrl('/help-center/articles/only-in-strapi', services)).html).toContain(
      'This article came over GraphQL.',
    )
    expect((await renderUrl('/help-center/category/cameras-doorbells', services)).html).toContain('Published in Strapi')
    expect((await renderUrl('/help-center/search?q=graphql', services)).html).toContain(
      'href="/help-center/articles/only-in-strapi"',
    )
    expect(server.requests.every((r) => r.authorized)).toBe(true)
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COLLECTION_NAMES, ContentRepository } from '../../../services/content/index.ts'
import { StrapiSource } from '../../../services/content/sources/strapiSource.server.ts'
import { LocalSource } from '../../../services/content/sources/localSource.server.ts'
import {
  type StrapiTestServer,
  startStrapiTestServer,
} from '../../../services/content/__tests__/support/strapiTestServer.ts'
import { createContentRepository, readContentSettings } from '../siteContent.server.ts'
import { FileSnapshot } from '../fileSnapshot.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

const settings = readContentSettings(repoRoot)

describe('content source selection', () => {
  it('uses the local files without STRAPI_URL, and Strapi with it', () => {
    expect(createContentRepository({}, repoRoot).source).toBeInstanceOf(LocalSource)
    const remote = createContentRepository(
      { STRAPI_URL: 'https://cms.example.com', STRAPI_TOKEN: 't' },
      mkdtempSync(join(tmpdir(), 'site-')),
      settings,
    )
    expect(remote.source).toBeInstanceOf(StrapiSource)
    expect(remote.source.label).toBe('Strapi (https://cms.example.com/graphql)')
  })

  it('refuses a Strapi URL without a token', () => {
    expect(() => createContentRepository({ STRAPI_URL: 'https://cms.example.com' }, repoRoot, settings)).toThrow(
      'STRAPI_TOKEN is required',
    )
  })

  it('takes the cache time-to-live from site-config/content/settings.json', () => {
    expect(settings.cacheTtlSeconds).toBeGreaterThan(0)
  })
})

describe('a cold start while Strapi is unreachable', () => {
  let server: StrapiTestServer
  beforeAll(async () => {
    server = await startStrapiTestServer(
      Object.fromEntries(
        COLLECTION_NAMES.map((c) => [
          c,
          [{ documentId: 'f1', question: 'Does it work?', answer: [], group: 'General', order: 1 }],
        ]),
      ),
      'token',
    )
  })
  afterAll(() => server.close())

  it('serves the snapshot the last successful fetch saved, and logs the failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
    const first = new ContentRepository(new StrapiSource({ url: server.url, token: 'token' }), {
      ttlMs: 1000,
      snapshot: new FileSnapshot(dir),
    })
    const fresh = await first.faqs()
    await vi.waitFor(async () => expect(await new FileSnapshot(dir).load('faqs')).toEqual(fresh))

    server.setFailing('http500')
    const log = vi.fn()
    const restarted = new ContentRepository(new StrapiSource({ url: server.url, token: 'token' }), {
      ttlMs: 1000,
      snapshot: new FileSnapshot(dir),
      log,
    })
    expect(await restarted.faqs()).toEqual(fresh)
    expect(String(log.mock.calls[0]![0])).toContain('failed to fetch faqs; serving the saved snapshot')
    // Without any snapshot the failure is the caller's to handle (the block is left out, the page still renders).
    await expect(
      new ContentRepository(new StrapiSource({ url: server.url, token: 'token' }), { ttlMs: 1000 }).faqs(),
    ).rejects.toThrow()
    server.setFailing('none')
  })
})

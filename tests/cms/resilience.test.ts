import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { PageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { BlockServices } from '../../runtime/render/BlockServices.ts'
import { COLLECTION_NAMES, ContentRepository } from '../../services/content/index.ts'
import { StrapiSource } from '../../services/content/sources/strapiSource.server.ts'
import { FileSnapshot } from '../../server/content/fileSnapshot.server.ts'
import { readContentSettings } from '../../server/content/siteContent.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { renderUrl } from '../support/renderUrl.tsx'
import { pageText } from './support/pageText.ts'
import { freePort } from './support/cmsStrapi.ts'
import { StrapiEditor } from './support/strapiEditor.ts'
import { strapiSiteServices } from './support/strapiServices.ts'
import { snapshotWritten } from './support/snapshotFiles.ts'
import { startSwitchableProxy } from './support/switchableProxy.ts'

const settings = readContentSettings(repoRoot)
const ARTICLE = '/help-center/articles/replace-a-sensor-battery'

let services: BlockServices
/** The temporary snapshot folders of this file, removed at its end. */
const folders: string[] = []
const tempDir = (prefix: string) => {
  folders.push(mkdtempSync(join(tmpdir(), prefix)))
  return folders.at(-1)!
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
beforeAll(() => {
  services = strapiSiteServices(inject('strapiUrl'), inject('strapiReadToken'), tempDir('cms-services-'))
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The repository a server builds for Strapi (the configured TTL and timeout), on a clock the test moves. */
function repositoryOn(url: string, clock: { now: number }, snapshotDir?: string) {
  return new ContentRepository(
    new StrapiSource({ url, token: inject('strapiReadToken'), timeoutMs: settings.strapiTimeoutMs }),
    {
      ttlMs: settings.cacheTtlSeconds * 1000,
      retryAfterErrorMs: settings.retryAfterErrorSeconds * 1000,
      now: () => clock.now,
      snapshot: snapshotDir ? new FileSnapshot(snapshotDir) : undefined,
      log: () => {},
    },
  )
}

describe('the site when Strapi misbehaves', () => {
  it('serves the saved snapshot when Strapi is down as the server starts', async () => {
    const snapshotDir = tempDir('cms-snapshot-')
    const clock = { now: 0 }
    const upRepo = repositoryOn(inject('strapiUrl'), clock, snapshotDir)
    await Promise.all(COLLECTION_NAMES.map((c) => upRepo.collection(c)))
    await snapshotWritten(snapshotDir)
    const before = await renderUrl(ARTICLE, { ...services, content: upRepo })

    // A new process, Strapi unreachable (nothing listens on that port): the snapshot is the content.
    const downRepo = repositoryOn(`http://127.0.0.1:${await freePort()}`, clock, snapshotDir)
    const after = await renderUrl(ARTICLE, { ...services, content: downRepo })
    expect(after.model.status).toBe(200)
    expect(pageText(after.html)).toEqual(pageText(before.html))
  })

  it('keeps serving the last good content when Strapi hangs past the timeout', async () => {
    const proxy = await startSwitchableProxy(inject('strapiUrl'))
    try {
      const clock = { now: 0 }
      const repo = repositoryOn(proxy.url, clock)
      const before = await renderUrl(ARTICLE, { ...services, content: repo })
      expect(before.model.status).toBe(200)
      proxy.hang()
      clock.now += settings.cacheTtlSeconds * 1000 + 1
      const after = await renderUrl(ARTICLE, { ...services, content: repo })
      expect(after.model.status).toBe(200)
      expect(pageText(after.html)).toEqual(pageText(before.html))
    } finally {
      await proxy.close()
    }
  })

  it('answers 404 (PageNotFound) for an entry unpublished in Strapi once the cache time has passed', async () => {
    const clock = { now: 0 }
    const repo = repositoryOn(inject('strapiUrl'), clock)
    const article = await repo.article('replace-a-sensor-battery')
    expect(article).not.toBeNull()
    expect((await renderUrl(ARTICLE, { ...services, content: repo })).model.status).toBe(200)

    const editor = new StrapiEditor(inject('strapiUrl'), inject('strapiImportToken'))
    await editor.unpublish('api::help-article.help-article', article!.id)
    try {
      // Within the cache time the cached article is still served...
      expect((await renderUrl(ARTICLE, { ...services, content: repo })).model.status).toBe(200)
      // ...and after it, the page is gone.
      clock.now += settings.cacheTtlSeconds * 1000 + 1
      // A loader's PageNotFound is what the server answers with a 404 page.
      await expect(renderUrl(ARTICLE, { ...services, content: repo })).rejects.toBeInstanceOf(PageNotFound)
    } finally {
      await editor.publish('api::help-article.help-article', article!.id)
    }
  })
})

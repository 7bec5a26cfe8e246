import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { StrapiRestClient } from '../../scripts/cms/strapiRest.ts'
import { freePort } from './support/cmsStrapi.ts'
import { pageText } from './support/pageText.ts'
import { startSiteOnStrapi } from './support/siteOnStrapi.ts'
import { snapshotWritten } from './support/snapshotFiles.ts'

const ARTICLE = '/help-center/articles/replace-a-sensor-battery'
/** Pages reading every collection between them, so the server fetches (and saves) each. */
const EVERY_COLLECTION = [
  '/help-center',
  ARTICLE,
  '/smartcenter',
  '/faqs',
  '/management-team/eleanor-hayes',
  '/privacy-policy',
  '/terms',
  '/locations/texas/dallas',
]

async function page(base: string, url: string) {
  const response = await fetch(`${base}${url}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix))
}

describe("the site's production server pointed at Strapi (STRAPI_URL)", () => {
  it('shows an edit made in Strapi on a page the build prerendered (/faqs), without a new build', async () => {
    const client = new StrapiRestClient({ url: inject('strapiUrl'), token: inject('strapiImportToken') })
    const [faq] = await client.listAll<{ documentId: string; question: string }>('faqs', ['question'])
    const edited = `${faq!.question} (edited in Strapi)`
    await client.update('faqs', faq!.documentId, { question: edited })
    const snapshotDir = tempDir('cms-edit-snapshot-')
    const server = await startSiteOnStrapi({
      url: inject('strapiHttpsUrl'),
      token: inject('strapiReadToken'),
      caFile: inject('strapiCaFile'),
      snapshotDir,
    })
    try {
      expect(pageText((await page(server.baseUrl, '/faqs')).html).text).toContain(edited)
      // The build (on the local files) has the question as it was.
      expect(pageText((await page(inject('siteFromFiles'), '/faqs')).html).text).not.toContain(edited)
    } finally {
      await client.update('faqs', faq!.documentId, { question: faq!.question })
      await server.stop()
      rmSync(snapshotDir, { recursive: true, force: true })
    }
  })

  // Its own time limit: a server that never fetched some collection would leave the snapshot wait hanging.
  it('serves the content it saved last when it starts while Strapi is unreachable', { timeout: 180_000 }, async () => {
    const site = inject('siteFromStrapi')
    const before = new Map<string, string>()
    for (const url of EVERY_COLLECTION) {
      const answer = await page(site, url)
      expect(answer.status, url).toBe(200)
      before.set(url, answer.html)
    }
    await snapshotWritten(inject('siteFromStrapiSnapshotDir'))

    // A new instance with the saved content, and nothing listening where Strapi should be.
    const snapshotDir = tempDir('cms-down-snapshot-')
    mkdirSync(snapshotDir, { recursive: true })
    cpSync(inject('siteFromStrapiSnapshotDir'), snapshotDir, { recursive: true })
    const server = await startSiteOnStrapi({
      url: `https://127.0.0.1:${await freePort()}`,
      token: inject('strapiReadToken'),
      caFile: inject('strapiCaFile'),
      snapshotDir,
    })
    try {
      for (const url of EVERY_COLLECTION) {
        const answer = await page(server.baseUrl, url)
        expect(answer.status, url).toBe(200)
        expect(pageText(answer.html), url).toEqual(pageText(before.get(url)!))
      }
    } finally {
      await server.stop()
      rmSync(snapshotDir, { recursive: true, force: true })
    }
  })
})

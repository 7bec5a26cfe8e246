import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { COLLECTION_NAMES, type ContentRepository } from '../../services/content/index.ts'
import { contentPaths } from '../support/contentPaths.ts'
import { servicesFor } from '../support/siteServices.ts'
import { fetchBytes } from './support/fetchBytes.ts'
import { imageSources, pageText, withoutDocumentIds, withoutStampedMoments } from './support/pageText.ts'
import { strapiRepository } from './support/strapiServices.ts'

// Pages whose content comes from the CMS at fixed addresses (routes.json: the routes with content blocks).
const FIXED_PAGES = [
  '/help-center',
  '/help-center/features',
  '/help-center/support-articles',
  '/help-center/search?q=camera',
  '/help-center/search?q=battery&page=2',
  '/help-center/search?q=zzzz-no-such-words',
  '/help-center/assistant?q=how do I test my alarm system',
  '/faqs',
  '/customer-support',
  '/about-us',
  '/about-us/licensing',
  '/management-team',
  '/sustainability',
  '/smartcenter',
  '/smartcenter?page=2',
  '/accessibility',
  '/privacy-policy',
  '/return-policy',
  '/warranty',
  '/terms',
]

/** Every content page: the fixed ones, every entry's own page, and the other help-center routes per entry. */
async function allContentPages(content: ContentRepository): Promise<string[]> {
  const [categories, sections, articles, terms] = await Promise.all([
    content.categories(),
    content.collection('helpSections'),
    content.articles(),
    content.termsSections(),
  ])
  return [
    ...FIXED_PAGES,
    ...(await contentPaths(content)).map((p) => p.path),
    ...categories.flatMap((c) => [`/help-center/category-sections/${c.slug}`, `/help-center/others/${c.slug}`]),
    ...sections.flatMap((s) => [
      `/help-center/sections/${s.slug}/${s.categorySlug}`,
      `/help-center/category-sections/${s.categorySlug}/${s.slug}`,
      `/help-center/others/${s.categorySlug}/${s.slug}`,
    ]),
    ...articles.filter((a) => a.legacyId).map((a) => `/help-center/articlebyid?id=${a.legacyId}`),
    ...terms.map((t) => `/terms?termsSection=${encodeURIComponent(t.anchor)}`),
  ]
}

let pages: string[]
/** Every content page as each production server answered it, fetched once for both comparisons. */
const answers = new Map<string, { fromFiles: Fetched; fromStrapi: Fetched }>()
let documentIds: string[]
const snapshotDir = mkdtempSync(join(tmpdir(), 'cms-compare-'))
afterAll(() => rmSync(snapshotDir, { recursive: true, force: true }))
beforeAll(async () => {
  const local = servicesFor().content
  // Read once, for their ids: a time limit for a loaded machine rather than the site's.
  const strapi = strapiRepository(inject('strapiUrl'), inject('strapiReadToken'), snapshotDir, {
    strapiTimeoutMs: 120_000,
  })
  pages = await allContentPages(local)
  const ids = async (content: ContentRepository) =>
    (await Promise.all(COLLECTION_NAMES.map((c) => content.collection(c)))).flat().map((e) => e.id)
  // Longest first, so no id is replaced inside a longer one.
  documentIds = [...(await ids(local)), ...(await ids(strapi))].sort((a, b) => b.length - a.length)
  await inPool(pages, 4, async (url) => {
    const [fromFiles, fromStrapi] = await Promise.all([
      fetchPage(inject('siteFromFiles'), url),
      fetchPage(inject('siteFromStrapi'), url),
    ])
    answers.set(url, { fromFiles, fromStrapi })
  })
})

interface Fetched {
  status: number
  html: string
}

async function fetchPage(base: string, url: string): Promise<Fetched> {
  const response = await fetch(`${base}${url}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** Runs `work` on every item, `width` at a time. */
async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

describe('every content page from the production server on a real Strapi 5 (cms/) matches the one on the local files', () => {
  it('answers the same status, says the same and links to the same places, apart from the listed differences', async () => {
    expect(pages.length).toBeGreaterThan(150)
    const mismatches: string[] = []
    const normal = (p: { text: string; links: string[] }) => ({
      text: withoutDocumentIds(p.text, documentIds),
      links: p.links.map((l) => withoutDocumentIds(l, documentIds)),
    })
    for (const url of pages) {
      const { fromFiles, fromStrapi } = answers.get(url)!
      const [x, y] = [
        normal(pageText(withoutStampedMoments(fromFiles.html))),
        normal(pageText(withoutStampedMoments(fromStrapi.html))),
      ]
      if (fromFiles.status !== 200) {
        mismatches.push(`${url}: status ${fromFiles.status} from the files`)
      } else if (fromFiles.status !== fromStrapi.status) {
        mismatches.push(`${url}: status ${fromFiles.status} from the files, ${fromStrapi.status} from Strapi`)
      } else if (x.text !== y.text) {
        let i = 0
        while (x.text[i] === y.text[i]) i++
        mismatches.push(
          `${url}: text differs at ${i}\n  files:  …${x.text.slice(Math.max(0, i - 60), i + 120)}\n  strapi: …${y.text.slice(Math.max(0, i - 60), i + 120)}`,
        )
      } else if (JSON.stringify(x.links) !== JSON.stringify(y.links)) {
        const only = (p: string[], q: string[]) => p.filter((l) => !q.includes(l))
        mismatches.push(
          `${url}: links differ; files only ${JSON.stringify(only(x.links, y.links))}, strapi only ${JSON.stringify(only(y.links, x.links))}`,
        )
      }
    }
    expect(mismatches).toEqual([])
  })

  it("shows the same images: each of a page's pictures (Strapi's media library for the CMS's) serves the same bytes", async () => {
    const pairs = new Map<string, { page: string; files: string; strapi: string }>()
    const mismatches: string[] = []
    for (const url of pages) {
      const { fromFiles, fromStrapi } = answers.get(url)!
      const a = imageSources(fromFiles.html).map((src) => new URL(src, inject('siteFromFiles')).href)
      const b = imageSources(fromStrapi.html).map((src) => new URL(src, inject('siteFromStrapi')).href)
      if (a.length !== b.length) {
        mismatches.push(`${url}: ${a.length} images from the files, ${b.length} from Strapi:\n  ${a.join(' ')}\n  ${b.join(' ')}`)
        continue
      }
      a.forEach((src, i) => pairs.set(`${src} ${b[i]}`, { page: url, files: src, strapi: b[i]! }))
    }
    const media = [...pairs.values()].filter((p) => p.strapi.startsWith(inject('strapiHttpsUrl')))
    // The rich-text picture of "where to put security cameras" at least, and every cover and photo there is.
    expect(media.length).toBeGreaterThan(0)
    for (const { page, files, strapi } of pairs.values()) {
      const [x, y] = await Promise.all([fetchBytes(files), fetchBytes(strapi, inject('strapiCa'))])
      if (x.status !== 200 || y.status !== 200) mismatches.push(`${page}: ${files} ${x.status}, ${strapi} ${y.status}`)
      else if (!x.bytes.equals(y.bytes))
        mismatches.push(`${page}: ${files} (${x.bytes.length} bytes) and ${strapi} (${y.bytes.length} bytes) differ`)
      else if (x.type !== y.type) mismatches.push(`${page}: ${files} is ${x.type}, ${strapi} is ${y.type}`)
    }
    expect(mismatches).toEqual([])
  })
})

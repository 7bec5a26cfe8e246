import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BlockServices } from '../../runtime/render/BlockServices.ts'
import { COLLECTION_NAMES, type ContentRepository } from '../../services/content/index.ts'
import { contentPaths } from '../support/contentPaths.ts'
import { renderUrl } from '../support/renderUrl.tsx'
import { servicesFor } from '../support/siteServices.ts'
import { pageText, withoutExpectedDifferences } from './support/pageText.ts'
import { strapiSiteServices } from './support/strapiServices.ts'

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

let local: BlockServices
let strapi: BlockServices
let documentIds: string[]
beforeAll(async () => {
  local = servicesFor()
  strapi = strapiSiteServices(inject('strapiUrl'), inject('strapiReadToken'))
  expect(strapi.content.source.label).toBe(`Strapi (${inject('strapiUrl')}/graphql)`)
  const ids = async (content: ContentRepository) =>
    (await Promise.all(COLLECTION_NAMES.map((c) => content.collection(c)))).flat().map((e) => e.id)
  // Longest first, so no id is replaced inside a longer one.
  documentIds = [...(await ids(local.content)), ...(await ids(strapi.content))].sort((a, b) => b.length - a.length)
})

describe('every content page rendered from a real Strapi 5 (cms/) matches the page from the local files', () => {
  it('says the same and links to the same places, apart from the listed differences', async () => {
    const pages = await allContentPages(local.content)
    expect(pages.length).toBeGreaterThan(150)
    const mismatches: string[] = []
    for (const url of pages) {
      const [fromFiles, fromStrapi] = await Promise.all([renderUrl(url, local), renderUrl(url, strapi)])
      const a = pageText(fromFiles.html)
      const b = pageText(fromStrapi.html)
      const normal = (p: { text: string; links: string[] }) => ({
        text: withoutExpectedDifferences(p.text, documentIds),
        links: p.links.map((l) => withoutExpectedDifferences(l, documentIds)),
      })
      const [x, y] = [normal(a), normal(b)]
      if (fromFiles.model.status !== fromStrapi.model.status) {
        mismatches.push(
          `${url}: status ${fromFiles.model.status} from the files, ${fromStrapi.model.status} from Strapi`,
        )
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
      expect(fromFiles.model.status, url).toBe(200)
    }
    expect(mismatches).toEqual([])
  })
})

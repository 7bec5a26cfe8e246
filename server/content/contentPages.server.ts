import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'

/**
 * Block types whose loader reads the CMS content (`services.content`): help center, blog, FAQs, company and
 * legal documents, team, terms, locations, and the sitemap page listing the content's pages.
 * (server/content/__tests__/contentPages.test.ts fails when a static page's loaders read the content and no
 * block of it is listed.)
 */
export const BLOCKS_READING_CONTENT: ReadonlySet<string> = new Set([
  'BlogIndex',
  'BlogPost',
  'ContentDocument',
  'ContentFaqs',
  'HelpArticle',
  'HelpArticleList',
  'HelpAssistant',
  'HelpCenterHome',
  'HelpSearchResults',
  'LocationPage',
  'ManagementTeam',
  'SitemapList',
  'TermsSections',
])

/** Whether the page a URL of the site shows has a block (its route's or its layout's) that reads the content. */
export function pageReadsContent(runtime: SiteRuntime, url: string): boolean {
  const queryStart = url.indexOf('?')
  const match = runtime.table.match(queryStart === -1 ? url : url.slice(0, queryStart))
  if (!match) return false
  const layout = runtime.layouts.get(match.route.config.layout)
  return [...match.route.blocks, ...(layout?.header ?? []), ...(layout?.footer ?? [])].some((block) =>
    BLOCKS_READING_CONTENT.has(block.type),
  )
}

/**
 * The prerendered pages a production server answers from the build. On the local content files, all of them:
 * the build read those very files (its stamp covers site-config/content). With Strapi (STRAPI_URL), the pages
 * showing content are left out and rendered per request through the content cache, like the articles and
 * posts: the CMS changes without a build, so an editor's change shows on every page within the cache time
 * (`cacheTtlSeconds`), whichever content the build was made from (a build in CI reads no CMS).
 */
export function prerenderedPagesServed<T>(
  pages: Map<string, T>,
  runtime: SiteRuntime,
  env: NodeJS.ProcessEnv,
): Map<string, T> {
  if (!env.STRAPI_URL?.trim()) return pages
  return new Map([...pages].filter(([url]) => !pageReadsContent(runtime, url)))
}

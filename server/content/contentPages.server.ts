import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
// Made by codegen from each block definition's `readsContent` (server/content/__tests__/contentPages.test.ts
// fails when a loader reads the content and its block does not say so).
import { CONTENT_READING_BLOCKS } from '../../schemas/generated/contentBlocks.ts'

/**
 * Whether the page a URL of the site shows has a block (its route's or its layout's) that reads the content.
 * It reads the route's block types, not its blocks: asked at start for every prerendered URL (with STRAPI_URL),
 * it must not fill thousands of partner pages that the server fills on their first request.
 */
export function pageReadsContent(runtime: SiteRuntime, url: string): boolean {
  const queryStart = url.indexOf('?')
  const match = runtime.table.match(queryStart === -1 ? url : url.slice(0, queryStart))
  if (!match) return false
  const layout = runtime.layouts.get(match.route.config.layout)
  return (
    match.route.blockTypes.some((type) => CONTENT_READING_BLOCKS.has(type)) ||
    [...(layout?.header ?? []), ...(layout?.footer ?? [])].some((block) => CONTENT_READING_BLOCKS.has(block.type))
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

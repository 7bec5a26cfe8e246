import type { SourcedValues } from '../../runtime/routing/queryVariants.ts'
import type { ContentRepository } from '../../services/content/index.ts'

/**
 * The query values the build prerenders a page for, by source (routes.json `"prerenderFrom"`): read from
 * the content when `vike prerender` runs, so every terms section present then has its own static page.
 * A section added later matches the route's pattern and is rendered per request until the next build.
 */
export async function prerenderQueryValues(content: ContentRepository): Promise<SourcedValues> {
  const sections = await content.termsSections()
  return { termsSectionAnchors: sections.map((section) => section.anchor) }
}

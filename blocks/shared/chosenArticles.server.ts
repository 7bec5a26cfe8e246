import type { ContentRepository } from '../../services/content/index.ts'
import type { ListedLink } from './LinkList.tsx'

/**
 * The help articles an editor chose by slug (the help home's top articles, the search's no-result list), in the
 * editor's order, as links; a slug no article has any more is left out rather than linking to a 404.
 */
export async function chosenArticleLinks(content: ContentRepository, slugs: readonly string[]): Promise<ListedLink[]> {
  const titles = new Map((await content.articles()).map((a) => [a.slug, a.title]))
  return slugs.flatMap((slug) => {
    const title = titles.get(slug)
    return title ? [{ label: title, href: `/help-center/articles/${slug}` }] : []
  })
}

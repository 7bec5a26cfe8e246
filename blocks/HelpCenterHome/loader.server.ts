import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { HelpCenterHomeProps } from '../../schemas/generated/blocks/HelpCenterHomeProps.ts'
import { chosenArticleLinks } from '../shared/chosenArticles.server.ts'
import type { HelpCenterHomeData } from './data.ts'

/**
 * Categories with how many articles each holds, the quick links of every category in editor order, and the editor's
 * top articles.
 */
export const load: BlockLoader<HelpCenterHomeProps, HelpCenterHomeData> = async ({ props, services }) => {
  const { content } = services
  const [categories, articles, quickLinks, topArticles] = await Promise.all([
    content.categories(),
    content.articles(),
    content.quickLinks(),
    chosenArticleLinks(content, props.topArticles?.articles ?? []),
  ])
  const titles = new Map(articles.map((a) => [a.slug, a.title]))
  // A top article is not listed again among the quick links further down the same page.
  const onTop = new Set(topArticles.map((link) => link.href))
  return {
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      articleCount: articles.filter((a) => a.categorySlug === c.slug).length,
    })),
    quickLinks: [...quickLinks]
      .sort((a, b) => a.order - b.order)
      .filter((q) => titles.has(q.articleSlug))
      .map((q) => ({ label: q.label, href: `/help-center/articles/${q.articleSlug}` }))
      .filter((link) => !onTop.has(link.href)),
    topArticles,
  }
}

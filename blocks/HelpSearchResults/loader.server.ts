import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { HelpSearchResultsProps } from '../../schemas/generated/blocks/HelpSearchResultsProps.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import { chosenArticleLinks } from '../shared/chosenArticles.server.ts'
import type { HelpSearchResultsData } from './data.ts'

export const load: BlockLoader<HelpSearchResultsProps, HelpSearchResultsData> = async ({
  props,
  context,
  services,
  setMeta,
}) => {
  const query = context.query.q?.trim()
  if (!query) return { results: null, suggestions: [] }
  const { content } = services
  const [search, categories] = await Promise.all([content.search(), content.categories()])
  const names = new Map(categories.map((c) => [c.slug, c.name]))
  const page = search.searchPage(query, Number(context.query.page ?? 1), props.perPage)
  // Result pages are endless variations of one page: keep them out of search engines.
  setMeta?.({
    title: pageTitle(`Search results for “${query}”`, services.settings.site.brand.name),
    robots: 'noindex,follow',
  })
  return {
    results: { ...page, hits: page.hits.map((hit) => ({ ...hit, categoryName: names.get(hit.categorySlug) ?? '' })) },
    // A search that finds nothing still leads somewhere: the articles most customers need (seventh walkthrough E7).
    suggestions: page.total === 0 ? await chosenArticleLinks(content, props.noResults?.articles ?? []) : [],
  }
}

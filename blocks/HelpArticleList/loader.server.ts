import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { HelpArticleListProps } from '../../schemas/generated/blocks/HelpArticleListProps.ts'
import { siteContent } from '../../server/content/siteContent.server.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import { BROWSE } from './browse.server.ts'
import type { HelpArticleListData } from './data.ts'

export const load: BlockLoader<HelpArticleListProps, HelpArticleListData> = async ({
  props,
  context,
  runtime,
  setMeta,
}) => {
  const browse = await BROWSE[props.mode]!(siteContent(), context.params, props.perPage, props.homeLabel)
  // Only pages about one category or section take its name as their title; the rest keep the route's.
  if (['category', 'categorySections', 'others', 'section'].includes(props.mode)) {
    setMeta?.({
      title: pageTitle(`${browse.title} | ${props.homeLabel}`, runtime.site.brand.name),
      ...(browse.description ? { description: browse.description } : {}),
    })
  }
  return { ...browse, siteUrl: runtime.site.brand.siteUrl }
}

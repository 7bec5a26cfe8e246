import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { HelpArticleListProps } from '../../schemas/generated/blocks/HelpArticleListProps.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import { BROWSE } from './browse.server.ts'
import type { HelpArticleListData } from './data.ts'

export const load: BlockLoader<HelpArticleListProps, HelpArticleListData> = async ({
  props,
  context,
  services,
  setMeta,
}) => {
  const browse = await BROWSE[props.mode]!(services.content, context.params, props.perPage, props.homeLabel)
  // Only pages about one category or section take its name as their title; the rest keep the route's.
  if (['category', 'categorySections', 'others', 'section'].includes(props.mode)) {
    setMeta?.({
      title: pageTitle(`${browse.title} | ${props.homeLabel}`, services.settings.site.brand.name),
      ...(browse.description ? { description: browse.description } : {}),
    })
  }
  return { ...browse, siteUrl: services.settings.site.brand.siteUrl }
}

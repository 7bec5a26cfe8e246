import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { HelpArticleProps } from '../../schemas/generated/blocks/HelpArticleProps.ts'
import { blockText, excerpt, headingAnchors } from '../../services/content/index.ts'
import { pageTitle } from '../shared/pageTitle.ts'
import type { HelpArticleData } from './data.ts'
import { HELPFUL_OUTCOMES, type HelpfulOutcome } from './helpfulVote.ts'

/** The article named by the URL (slug, legacy numeric id or document id), with its place in the help center. */
export const load: BlockLoader<HelpArticleProps, HelpArticleData> = async ({ props, context, services, setMeta }) => {
  const id = props.idFrom === 'path' ? context.params.id : context.query.id
  if (!id)
    return {
      article: null,
      category: null,
      section: null,
      toc: [],
      related: [],
      siteUrl: services.settings.site.brand.siteUrl,
      publisher: services.settings.site.brand.name,
      helpfulOutcome: null,
    }
  const { content } = services
  const article = await content.article(id)
  if (!article) throw pageNotFound(`no help article "${id}"`)
  const [category, section, inSection] = await Promise.all([
    content.category(article.categorySlug),
    content.section(article.sectionSlug),
    content.articlesWhere({ sectionSlug: article.sectionSlug }),
  ])
  const { brand } = services.settings.site
  setMeta?.({
    title: pageTitle(article.title, brand.name),
    description: article.summary || excerpt(blockText(article.body[0] ?? { type: 'paragraph', children: [] }), 155),
    canonicalUrl: `${brand.siteUrl.replace(/\/$/, '')}/help-center/articles/${article.slug}`,
  })
  const headings = article.body.filter((node) => node.type === 'heading')
  const anchors = headingAnchors(article.body)
  return {
    article: {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      body: article.body,
      updatedAt: article.updatedAt,
    },
    category: category && { slug: category.slug, name: category.name },
    section: section && { slug: section.slug, name: section.name },
    toc: headings.map((node, i) => ({ anchor: anchors[i]!, text: blockText(node) })),
    related: inSection
      .filter((a) => a.slug !== article.slug)
      .slice(0, 5)
      .map((a) => ({ slug: a.slug, title: a.title })),
    siteUrl: brand.siteUrl,
    publisher: brand.name,
    helpfulOutcome: helpfulOutcomeOf(context.query.helpful),
  }
}

/** `?helpful=` as the vote's outcome; anything else (or nothing) shows the question. */
function helpfulOutcomeOf(value: string | undefined): HelpfulOutcome | null {
  return HELPFUL_OUTCOMES.find((outcome) => outcome === value) ?? null
}

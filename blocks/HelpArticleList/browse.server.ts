import { pageNotFound } from '../../runtime/render/BlockLoader.ts'
import type { ContentRepository, HelpArticle, HelpCategory, HelpSection } from '../../services/content/index.ts'
import { paginate, slugify } from '../../services/content/index.ts'
import type { ArticleGroup, ArticleLink, HelpArticleListData } from './data.ts'

type Params = Record<string, string>
export type Browse = Omit<HelpArticleListData, 'siteUrl' | 'crumbs'> & { crumbs: HelpArticleListData['crumbs'] }

const link = (a: HelpArticle): ArticleLink => ({ slug: a.slug, title: a.title, summary: a.summary })

async function categoryOr404(content: ContentRepository, slug: string | undefined): Promise<HelpCategory> {
  const category = slug ? await content.category(slug) : null
  if (!category) throw pageNotFound(`no help category "${slug}"`)
  return category
}

async function sectionGroups(content: ContentRepository, sections: HelpSection[]): Promise<ArticleGroup[]> {
  return Promise.all(
    [...sections]
      .sort((a, b) => a.order - b.order)
      .map(async (s) => ({
        heading: s.name,
        href: `/help-center/sections/${s.slug}`,
        articles: (await content.articlesWhere({ sectionSlug: s.slug })).map(link),
      })),
  )
}

async function quickLinksOf(content: ContentRepository, categorySlug: string) {
  return (await content.quickLinks(categorySlug)).map((q) => ({
    label: q.label,
    href: `/help-center/articles/${q.articleSlug}`,
  }))
}

async function groupedByCategory(content: ContentRepository, articles: HelpArticle[]): Promise<ArticleGroup[]> {
  return (await content.categories())
    .map((c) => ({
      heading: c.name,
      href: `/help-center/category/${c.slug}`,
      articles: articles.filter((a) => a.categorySlug === c.slug).map(link),
    }))
    .filter((group) => group.articles.length > 0)
}

const empty = { quickLinks: [], filters: null, pagination: null }

/** What each help-center browsing route shows, from its path parameters; a parameter naming nothing is a 404. */
export const BROWSE: Record<
  string,
  (content: ContentRepository, params: Params, perPage: number, home: string) => Promise<Browse>
> = {
  // /help-center/category/:id — the category's sections with their articles, and its quick links.
  async category(content, params, _perPage, home) {
    const category = await categoryOr404(content, params.id)
    return {
      ...empty,
      title: category.name,
      description: category.description,
      crumbs: [{ label: home, href: '/help-center' }, { label: category.name }],
      groups: await sectionGroups(content, await content.sectionsOf(category.slug)),
      quickLinks: await quickLinksOf(content, category.slug),
    }
  },

  // /help-center/category-sections/:category/:quicklinks? — the sections of a category; the optional
  // second segment narrows to one of its sections and keeps the category's quick links beside it.
  async categorySections(content, params, _perPage, home) {
    const category = await categoryOr404(content, params.category)
    let sections = await content.sectionsOf(category.slug)
    if (params.quicklinks) {
      sections = sections.filter((s) => s.slug === params.quicklinks)
      if (sections.length === 0) throw pageNotFound(`no section "${params.quicklinks}" in ${category.slug}`)
    }
    const crumbs = [
      { label: home, href: '/help-center' },
      { label: category.name, href: `/help-center/category/${category.slug}` },
    ]
    return {
      ...empty,
      title: params.quicklinks ? `${category.name}: ${sections[0]!.name}` : category.name,
      description: params.quicklinks ? sections[0]!.description : category.description,
      crumbs: [...crumbs, { label: params.quicklinks ? sections[0]!.name : 'Sections' }],
      groups: await sectionGroups(content, sections),
      quickLinks: await quickLinksOf(content, category.slug),
    }
  },

  // /help-center/others/:category/:subcategory?/:page? — a category's articles by section; with a
  // subcategory (section), that section's articles a page at a time.
  async others(content, params, perPage, home) {
    const category = await categoryOr404(content, params.category)
    const categoryCrumbs = [
      { label: home, href: '/help-center' },
      { label: category.name, href: `/help-center/category/${category.slug}` },
    ]
    if (!params.subcategory) {
      const groups = await sectionGroups(content, await content.sectionsOf(category.slug))
      return {
        ...empty,
        title: category.name,
        description: category.description,
        crumbs: [...categoryCrumbs, { label: 'All articles' }],
        groups: groups.map((g) => ({
          ...g,
          href: g.href!.replace('/help-center/sections/', `/help-center/others/${category.slug}/`),
        })),
      }
    }
    const section = await content.section(params.subcategory)
    if (!section || section.categorySlug !== category.slug)
      throw pageNotFound(`no section "${params.subcategory}" in ${category.slug}`)
    const requested = params.page ? Number(params.page) : 1
    const slice = paginate(await content.articlesWhere({ sectionSlug: section.slug }), requested, perPage)
    if (slice.page !== requested) throw pageNotFound(`page ${requested} of ${slice.totalPages}`)
    return {
      ...empty,
      title: `${category.name}: ${section.name}`,
      description: section.description,
      crumbs: [...categoryCrumbs, { label: section.name }],
      groups: [{ heading: section.name, href: null, articles: slice.items.map(link) }],
      pagination: {
        page: slice.page,
        totalPages: slice.totalPages,
        baseHref: `/help-center/others/${category.slug}/${section.slug}`,
      },
    }
  },

  // /help-center/sections/:sectionslug/:category?/:quickfilter? — one section; the category must be the
  // section's own, and the quick filter narrows to articles with that tag.
  async section(content, params, _perPage, home) {
    const section = params.sectionslug ? await content.section(params.sectionslug) : null
    if (!section) throw pageNotFound(`no help section "${params.sectionslug}"`)
    const category = await content.category(section.categorySlug)
    if (params.category && params.category !== section.categorySlug)
      throw pageNotFound(`section ${section.slug} is not in ${params.category}`)
    const articles = await content.articlesWhere({ sectionSlug: section.slug })
    const tags = [...new Set(articles.flatMap((a) => a.tags))].sort()
    const base = `/help-center/sections/${section.slug}/${section.categorySlug}`
    let shown = articles
    if (params.quickfilter) {
      shown = articles.filter((a) => a.tags.some((t) => slugify(t) === params.quickfilter))
      if (shown.length === 0) throw pageNotFound(`no articles tagged "${params.quickfilter}" in ${section.slug}`)
    }
    const crumbs: Browse['crumbs'] = [{ label: home, href: '/help-center' }]
    if (category) crumbs.push({ label: category.name, href: `/help-center/category/${category.slug}` })
    crumbs.push({ label: section.name })
    return {
      ...empty,
      title: section.name,
      description: section.description,
      crumbs,
      groups: [{ heading: section.name, href: null, articles: shown.map(link) }],
      quickLinks: category ? await quickLinksOf(content, category.slug) : [],
      filters: {
        allHref: base,
        items: tags.map((t) => ({
          label: t,
          href: `${base}/${slugify(t)}`,
          current: slugify(t) === params.quickfilter,
        })),
      },
    }
  },

  // /help-center/support-articles — every article, by category.
  async all(content, _params, _perPage, home) {
    return {
      ...empty,
      title: 'All support articles',
      description: '',
      crumbs: [{ label: home, href: '/help-center' }, { label: 'Support articles' }],
      groups: await groupedByCategory(content, await content.articles()),
    }
  },

  // /help-center/features — the feature guides, by category.
  async features(content, _params, _perPage, home) {
    return {
      ...empty,
      title: 'Feature guides',
      description: '',
      crumbs: [{ label: home, href: '/help-center' }, { label: 'Features' }],
      groups: await groupedByCategory(content, await content.articlesWhere({ feature: true })),
    }
  },
}

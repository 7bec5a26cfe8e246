export interface ArticleLink {
  slug: string
  title: string
  summary: string
}

export interface ArticleGroup {
  heading: string
  /** Where the group's heading links (a category or section page), if anywhere. */
  href: string | null
  articles: ArticleLink[]
}

export interface HelpArticleListData {
  title: string
  description: string
  crumbs: Array<{ label: string; href?: string }>
  groups: ArticleGroup[]
  quickLinks: Array<{ label: string; href: string }>
  /** Quick filters of a section page: tags of its articles, each a link; `current` is the applied one. */
  filters: { items: Array<{ label: string; href: string; current: boolean }>; allHref: string } | null
  pagination: { page: number; totalPages: number; baseHref: string } | null
  siteUrl: string
}

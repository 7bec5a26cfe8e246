export interface HelpCenterHomeData {
  categories: Array<{ slug: string; name: string; description: string; articleCount: number }>
  quickLinks: Array<{ label: string; href: string }>
  /** The editor's top articles (props.topArticles), as links; empty without them. */
  topArticles: Array<{ label: string; href: string }>
}

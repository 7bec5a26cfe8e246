export interface HelpCenterHomeData {
  categories: Array<{ slug: string; name: string; description: string; articleCount: number }>
  quickLinks: Array<{ label: string; href: string }>
}

import type { RichText } from '../../services/content/index.ts'

export interface HelpArticleData {
  article: { slug: string; title: string; summary: string; body: RichText; updatedAt: string }
  category: { slug: string; name: string } | null
  section: { slug: string; name: string } | null
  toc: Array<{ anchor: string; text: string }>
  related: Array<{ slug: string; title: string }>
  siteUrl: string
  publisher: string
}

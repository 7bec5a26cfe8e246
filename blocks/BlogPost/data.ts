import type { ContentImage, RichText } from '../../services/content/index.ts'

export interface BlogPostData {
  post: {
    slug: string
    title: string
    excerpt: string
    author: string
    publishedAt: string
    readMinutes: number
    body: RichText
    cover: ContentImage | null
  }
  more: Array<{ slug: string; title: string }>
  siteUrl: string
  publisher: string
}

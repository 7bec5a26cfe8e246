import type { ContentImage } from '../../services/content/index.ts'

export interface BlogCard {
  slug: string
  title: string
  excerpt: string
  author: string
  publishedAt: string
  readMinutes: number
  cover: ContentImage | null
}

export interface BlogIndexData {
  posts: BlogCard[]
  page: number
  totalPages: number
}

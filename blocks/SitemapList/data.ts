import type { SitemapPage } from '../../services/frame/index.ts'

export interface SitemapListData {
  pages: SitemapPage[]
}

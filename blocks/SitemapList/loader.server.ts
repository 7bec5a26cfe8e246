import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { SitemapListProps } from '../../schemas/generated/blocks/SitemapListProps.ts'
import { sitemapPagesWithContent } from '../../server/sitemap/sitemapPagesWithContent.server.ts'
import type { SitemapListData } from './data.ts'

/** The same pages as /sitemap.xml, with their titles. */
export const load: BlockLoader<SitemapListProps, SitemapListData> = async ({ runtime }) => ({
  pages: await sitemapPagesWithContent(runtime),
})

import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { sitemapPagesWithContent } from '../../runtime/routing/sitemapPagesWithContent.ts'
import type { SitemapListProps } from '../../schemas/generated/blocks/SitemapListProps.ts'
import { sitemapListers } from '../shared/sitemap/sitemapListers.server.ts'
import type { SitemapListData } from './data.ts'

/** The same pages as /sitemap.xml, with their titles. */
export const load: BlockLoader<SitemapListProps, SitemapListData> = async ({ services }) => ({
  pages: await sitemapPagesWithContent(services, sitemapListers),
})

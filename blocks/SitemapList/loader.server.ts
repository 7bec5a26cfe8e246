import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import { sitemapPages } from '../../runtime/routing/sitemapPages.ts'
import type { SitemapListProps } from '../../schemas/generated/blocks/SitemapListProps.ts'
import type { SitemapListData } from './data.ts'

/** The same pages as /sitemap.xml, with their titles. */
export const load: BlockLoader<SitemapListProps, SitemapListData> = ({ runtime }) => ({ pages: sitemapPages(runtime) })

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { SitemapListProps } from '../../schemas/generated/blocks/SitemapListProps.ts'
import type { SitemapListData } from './data.ts'
import { SitemapList } from './SitemapList.tsx'

export default defineBlock<SitemapListProps, SitemapListData>(SitemapList)

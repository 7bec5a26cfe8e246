import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpArticleListProps } from '../../schemas/generated/blocks/HelpArticleListProps.ts'
import type { HelpArticleListData } from './data.ts'
import { HelpArticleList } from './HelpArticleList.tsx'

export default defineBlock<HelpArticleListProps, HelpArticleListData>(HelpArticleList)

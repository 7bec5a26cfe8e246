import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { HelpArticleProps } from '../../schemas/generated/blocks/HelpArticleProps.ts'
import type { HelpArticleData } from './data.ts'
import { HelpArticle } from './HelpArticle.tsx'

export default defineBlock<HelpArticleProps, HelpArticleData>(HelpArticle)

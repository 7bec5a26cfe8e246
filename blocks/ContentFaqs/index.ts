import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { ContentFaqsProps } from '../../schemas/generated/blocks/ContentFaqsProps.ts'
import type { ContentFaqsData } from './data.ts'
import { ContentFaqs } from './ContentFaqs.tsx'

export default defineBlock<ContentFaqsProps, ContentFaqsData>(ContentFaqs)

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { FaqAccordionProps } from '../../schemas/generated/blocks/FaqAccordionProps.ts'
import { FaqAccordion } from './FaqAccordion.tsx'

export default defineBlock<FaqAccordionProps>(FaqAccordion)

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { TextSectionProps } from '../../schemas/generated/blocks/TextSectionProps.ts'
import { TextSection } from './TextSection.tsx'

export default defineBlock<TextSectionProps>(TextSection)

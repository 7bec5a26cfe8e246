import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { TermsSectionsProps } from '../../schemas/generated/blocks/TermsSectionsProps.ts'
import type { TermsSectionsData } from './data.ts'
import { TermsSections } from './TermsSections.tsx'

export default defineBlock<TermsSectionsProps, TermsSectionsData>(TermsSections)

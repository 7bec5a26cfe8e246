import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { SelectableCardsProps } from '../../schemas/generated/blocks/SelectableCardsProps.ts'
import { SelectableCards } from './SelectableCards.tsx'

export default defineBlock<SelectableCardsProps>(SelectableCards)

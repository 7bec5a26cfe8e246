import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SelectableCards } from './SelectableCards.tsx'

export default defineBlock({ schema, Component: SelectableCards, interactive: true })

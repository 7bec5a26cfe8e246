import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { ProductCards } from './ProductCards.tsx'

export default defineBlock({ schema, Component: ProductCards, interactive: false })

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { PromoRibbon } from './PromoRibbon.tsx'

export default defineBlock({ schema, Component: PromoRibbon, interactive: false })

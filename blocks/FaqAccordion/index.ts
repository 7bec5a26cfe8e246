import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { FaqAccordion } from './FaqAccordion.tsx'

export default defineBlock({ schema, Component: FaqAccordion, interactive: true })

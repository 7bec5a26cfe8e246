import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { LegalBlock } from './LegalBlock.tsx'

export default defineBlock({ schema, Component: LegalBlock, interactive: false })

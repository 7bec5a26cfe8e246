import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { CtaBand } from './CtaBand.tsx'

export default defineBlock({ schema, Component: CtaBand, interactive: true })

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { SupportWays } from './SupportWays.tsx'

export default defineBlock({ schema, Component: SupportWays, interactive: true })

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { StatsBand } from './StatsBand.tsx'

export default defineBlock({ schema, Component: StatsBand, interactive: false })

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { FeatureGrid } from './FeatureGrid.tsx'

export default defineBlock({ schema, Component: FeatureGrid, interactive: false })

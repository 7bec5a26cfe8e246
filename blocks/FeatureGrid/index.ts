import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { FeatureGridProps } from '../../schemas/generated/blocks/FeatureGridProps.ts'
import { FeatureGrid } from './FeatureGrid.tsx'

export default defineBlock<FeatureGridProps>(FeatureGrid)

import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { TrustBadges } from './TrustBadges.tsx'

export default defineBlock({ schema, Component: TrustBadges, interactive: false })

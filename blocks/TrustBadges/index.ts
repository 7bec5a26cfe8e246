import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { TrustBadgesProps } from '../../schemas/generated/blocks/TrustBadgesProps.ts'
import { TrustBadges } from './TrustBadges.tsx'

export default defineBlock<TrustBadgesProps>(TrustBadges)

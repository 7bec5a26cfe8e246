import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import { AccountOverview } from './AccountOverview.tsx'

export default defineBlock<AccountOverviewProps>(AccountOverview)

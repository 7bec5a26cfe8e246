import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import { AccountOverview } from './AccountOverview.tsx'

export default defineBlock({ schema, Component: AccountOverview, interactive: true })

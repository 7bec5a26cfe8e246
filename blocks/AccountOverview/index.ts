import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { AccountOverview } from './AccountOverview.tsx'

export default defineBlock({ schema, Component: AccountOverview, load: serverLoader<typeof load>(), interactive: true })

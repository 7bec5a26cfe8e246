import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ManagementTeam } from './ManagementTeam.tsx'

export default defineBlock({
  schema,
  Component: ManagementTeam,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

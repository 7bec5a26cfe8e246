import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { HelpCenterHome } from './HelpCenterHome.tsx'

export default defineBlock({
  schema,
  Component: HelpCenterHome,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

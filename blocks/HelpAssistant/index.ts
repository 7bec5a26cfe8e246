import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { HelpAssistant } from './HelpAssistant.tsx'

export default defineBlock({
  schema,
  Component: HelpAssistant,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

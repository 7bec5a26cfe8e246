import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { HelpSearchResults } from './HelpSearchResults.tsx'

export default defineBlock({
  schema,
  Component: HelpSearchResults,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { HelpArticle } from './HelpArticle.tsx'

export default defineBlock({
  schema,
  Component: HelpArticle,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

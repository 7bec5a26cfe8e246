import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { HelpArticleList } from './HelpArticleList.tsx'

export default defineBlock({
  schema,
  Component: HelpArticleList,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { SitemapList } from './SitemapList.tsx'

export default defineBlock({
  schema,
  Component: SitemapList,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

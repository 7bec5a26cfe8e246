import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { BlogIndex } from './BlogIndex.tsx'

export default defineBlock({
  schema,
  Component: BlogIndex,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { BlogPost } from './BlogPost.tsx'

export default defineBlock({
  schema,
  Component: BlogPost,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ContentDocument } from './ContentDocument.tsx'

export default defineBlock({
  schema,
  Component: ContentDocument,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ContentFaqs } from './ContentFaqs.tsx'

export default defineBlock({
  schema,
  Component: ContentFaqs,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

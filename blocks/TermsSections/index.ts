import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { TermsSections } from './TermsSections.tsx'

export default defineBlock({
  schema,
  Component: TermsSections,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: true,
})

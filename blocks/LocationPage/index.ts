import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { LocationPage } from './LocationPage.tsx'

export default defineBlock({
  schema,
  Component: LocationPage,
  load: serverLoader<typeof load>(),
  readsContent: true,
  interactive: false,
})

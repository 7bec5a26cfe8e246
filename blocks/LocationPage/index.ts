import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { LocationPage } from './LocationPage.tsx'

export default defineBlock({
  schema,
  Component: LocationPage,
  load: serverLoader<typeof load>(),
  readsContent: true,
  // Its local call line follows the sales hours once hydrated (SalesPhoneLink), as the hero's does.
  interactive: true,
})

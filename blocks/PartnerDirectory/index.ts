import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { PartnerDirectory } from './PartnerDirectory.tsx'

export default defineBlock({
  schema,
  Component: PartnerDirectory,
  load: serverLoader<typeof load>(),
  interactive: false,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopProductSection } from './ShopProductSection.tsx'

export default defineBlock({
  schema,
  Component: ShopProductSection,
  load: serverLoader<typeof load>(),
  interactive: true,
})

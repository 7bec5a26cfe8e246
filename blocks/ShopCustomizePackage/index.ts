import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopCustomizePackage } from './ShopCustomizePackage.tsx'

export default defineBlock({
  schema,
  Component: ShopCustomizePackage,
  load: serverLoader<typeof load>(),
  interactive: true,
})

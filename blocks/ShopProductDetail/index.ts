import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopProductDetail } from './ShopProductDetail.tsx'

export default defineBlock({
  schema,
  Component: ShopProductDetail,
  load: serverLoader<typeof load>(),
  interactive: true,
})

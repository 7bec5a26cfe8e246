import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopProductList } from './ShopProductList.tsx'

export default defineBlock({ schema, Component: ShopProductList, load: serverLoader<typeof load>(), interactive: true })

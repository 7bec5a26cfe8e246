import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopCart } from './ShopCart.tsx'

export default defineBlock({ schema, Component: ShopCart, load: serverLoader<typeof load>(), interactive: true })

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopCart } from './ShopCart.tsx'

// The cart bar shows the stored cart wherever the visitor lands (a Back from checkout restores the scroll).
export default defineBlock({
  schema,
  Component: ShopCart,
  load: serverLoader<typeof load>(),
  interactive: true,
  hydrate: 'onArrival',
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import { SHOP_LINK_PARAMS } from '../../services/shopLinks/index.ts'
import { siteEventType } from '../shared/siteEvents.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopProductSection } from './ShopProductSection.tsx'

// Hidden until a package is chosen: its code loads then, or with the page when a shop link chooses one.
export default defineBlock({
  schema,
  Component: ShopProductSection,
  load: serverLoader<typeof load>(),
  interactive: true,
  hydrateOn: [siteEventType('shop-package-changed'), siteEventType('shop-view-changed')],
  hydrateOnArrivalWithQuery: SHOP_LINK_PARAMS,
})

import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import { siteEventType } from '../shared/siteEvents.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { ShopCustomizePackage } from './ShopCustomizePackage.tsx'

// Shown only in the customise view: its code loads when the visitor gets there, not with the page.
export default defineBlock({
  schema,
  Component: ShopCustomizePackage,
  load: serverLoader<typeof load>(),
  interactive: true,
  hydrateOn: [siteEventType('shop-view-changed')],
})

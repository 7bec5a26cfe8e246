import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import { siteEventType } from '../shared/siteEvents.ts'
import schema from './schema.json'
import { ShopErrorModal } from './ShopErrorModal.tsx'

// A closed dialog: its code loads when a shop step fails, not with the page.
export default defineBlock({
  schema,
  Component: ShopErrorModal,
  interactive: true,
  hydrateOn: [siteEventType('ecomm-error')],
})

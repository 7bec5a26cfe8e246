import { defineBlock, serverLoader } from '../../runtime/render/BlockDefinition.ts'
import schema from './schema.json'
import type { load } from './loader.server.ts'
import { CheckoutOrderSummary } from './CheckoutOrderSummary.tsx'

export default defineBlock({
  schema,
  Component: CheckoutOrderSummary,
  load: serverLoader<typeof load>(),
  interactive: true,
})

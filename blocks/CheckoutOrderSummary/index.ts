import { defineBlock } from '../../runtime/render/BlockDefinition.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { CheckoutOrderSummary } from './CheckoutOrderSummary.tsx'
import type { CheckoutOrderSummaryData } from './data.ts'

export default defineBlock<CheckoutOrderSummaryProps, CheckoutOrderSummaryData>(CheckoutOrderSummary)

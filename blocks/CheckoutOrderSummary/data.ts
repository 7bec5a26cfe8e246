import type { OrderSummary } from '../../services/checkout/index.ts'

export interface CheckoutOrderSummaryData extends OrderSummary {
  orderNumber: string
}

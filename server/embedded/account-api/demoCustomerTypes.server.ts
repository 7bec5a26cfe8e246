import { DEMO_CUSTOMERS } from '../demoCustomers.server.ts'

/**
 * The customers the embedded customer-type call knows (docs/features/offers-and-lead-emails.md): the sign-in
 * demo customers, who are active, plus customers who cannot claim the partner offer. Any other number
 * is unknown (customerType "new").
 */
export interface DemoCustomerType {
  customerNumber: string
  email: string
  status: 'Active' | 'Inactive' | 'Cancelled'
}

export const DEMO_CUSTOMER_TYPES: readonly DemoCustomerType[] = [
  ...DEMO_CUSTOMERS.map((customer) => ({
    customerNumber: customer.account.customerNumber,
    email: customer.account.emailAddress,
    status: customer.account.active ? ('Active' as const) : ('Inactive' as const),
  })),
  // A former customer whose monitoring ended: known, but not active.
  { customerNumber: '100452', email: 'sam.rivera@example.com', status: 'Inactive' },
  { customerNumber: '100519', email: 'casey.brooks@example.com', status: 'Cancelled' },
]

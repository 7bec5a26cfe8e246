import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import { servicesFor } from '../../../tests/support/siteServices.ts'
import { DEMO_CUSTOMERS } from '../../../server/embedded/demoCustomers.server.ts'
import { siteAnswer } from '../../../server/embedded/account-api/siteBilling.server.ts'
import { type CustomerInfo, customerInfoFromResponse } from '../../../services/auth/index.ts'

const jordan = DEMO_CUSTOMERS.find((customer) => customer.username === 'jordan.lee@example.com')!
/** The day the bills are dated from: 2026-11-25, so the 18th's bill is on 2026-12-18. */
const NOW = Date.UTC(2026, 10, 25, 18)

/** Jordan as the account API's customer call answers them, with the fields the account page never shows. */
export async function jordanInfo(): Promise<CustomerInfo> {
  const sites = await Promise.all(jordan.account.sites.map((site) => siteAnswer(site, servicesFor().catalogue, NOW)))
  return customerInfoFromResponse({
    ...jordan.account,
    sites,
    sessionId: 'acct-session-5f2c91',
    idp: 'https://id.harbor.example',
    ipAddress: '203.0.113.9',
  })
}

/** A page request's services signed in as `info` (null: not signed in). */
export const signedInAs = (info: CustomerInfo | null): BlockServices => ({
  ...servicesFor(),
  visit: { contact: async () => ({}), account: async () => info, zipPlace: async () => ({}) },
})

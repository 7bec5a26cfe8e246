import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import { accountOverviewOf, planTableOf } from '../../services/auth/index.ts'
import type { AccountOverviewData } from './data.ts'

/**
 * The shop's catalogue's plan table (monitoring plans, packages and monthly add-ons by item id, with names and
 * prices): the account API answers a site's plan by catalogue id, and its name and monthly price are the
 * catalogue's, never typed. With the request's signed-in customer (services.visit, pages rendered per request),
 * their account as the page shows it, so the server HTML holds their details, plans and bills before any script
 * runs; the answer is then `private, no-store` (the request carries the session cookie).
 */
export const load: BlockLoader<AccountOverviewProps, AccountOverviewData> = async ({ services }) => {
  const [catalogue, customer] = await Promise.all([
    services.catalogue.catalogue(services.settings.shop.defaultCatalogId),
    services.visit ? services.visit.account() : null,
  ])
  const plans = catalogue ? planTableOf(catalogue) : null
  return { plans, account: customer ? accountOverviewOf(customer, plans) : null }
}

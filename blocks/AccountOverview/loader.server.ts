import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import { planTableOf } from '../../services/auth/index.ts'
import type { AccountOverviewData } from './data.ts'

/**
 * The shop's catalogue's plan table (monitoring plans, packages and monthly add-ons by item id, with names and
 * prices): the account API answers a site's plan by catalogue id, and its name and monthly price are the
 * catalogue's, never typed. No customer data here: that comes from GET /api/session in the browser.
 */
export const load: BlockLoader<AccountOverviewProps, AccountOverviewData> = async ({ services }) => {
  const catalogue = await services.catalogue.catalogue(services.settings.shop.defaultCatalogId)
  return { plans: catalogue ? planTableOf(catalogue) : null }
}

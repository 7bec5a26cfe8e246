import type { CustomerInfo } from './customerInfo.ts'
import { siteList } from './customerInfo.ts'
import { type MonthlyCharge, type PlanTable, sitePlanView } from './sitePlans.ts'

/** One site as the account page shows it: its address, its system, and its plan and billing named from the catalogue. */
export interface AccountSite {
  address: string
  system: string
  monitoring?: MonthlyCharge
  equipmentPackage?: string
  monthlyItems: MonthlyCharge[]
  nextBill?: { date: string; amount: number }
  paymentMethod?: { brand: string; last4: string }
}

/**
 * What the account page shows of a signed-in customer, and nothing else: the page renders from it on the server
 * (and it is serialised into the page for hydration), so it holds no field the page does not show. The account
 * API's session id, identity provider and address (in the customer info of spec §3.2) and the catalogue ids of a
 * site's services stay out; a plan the catalogue does not name is left out, as on the page.
 */
export interface AccountOverview {
  name?: string
  email?: string
  phone?: string
  customerNumber?: string
  sites: AccountSite[]
}

/** The account page's view of the customer info, with each site's plan named and priced from `plans` (when read). */
export function accountOverviewOf(info: CustomerInfo, plans: PlanTable | null): AccountOverview {
  const entries = siteList(info)
  const overview: AccountOverview = {
    ...present('name', info.name),
    ...present('email', info.email),
    ...present('phone', info.extension_phone_number),
    ...present('customerNumber', info.extension_customer_number),
    sites: [],
  }
  for (const [index, site] of (info.sites ?? []).entries()) {
    const view = sitePlanView(plans ? site.services : undefined, site.billing, plans ?? NO_PLANS)
    const entry = entries[index]!
    // The view's monthly total is not on the page, so it is not copied.
    overview.sites.push({
      address: entry.site_add,
      system: entry.system_id,
      ...(view.monitoring ? { monitoring: view.monitoring } : {}),
      ...(view.equipmentPackage ? { equipmentPackage: view.equipmentPackage } : {}),
      monthlyItems: view.monthlyItems,
      ...(view.nextBill ? { nextBill: view.nextBill } : {}),
      ...(view.paymentMethod ? { paymentMethod: view.paymentMethod } : {}),
    })
  }
  return overview
}

const NO_PLANS: PlanTable = { catalogId: '', monitoring: {}, packages: {}, monthlyItems: {} }

function present<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {}
}

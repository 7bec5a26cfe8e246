import type { Catalogue } from '../catalogue/types.ts'

/**
 * What a customer's site pays for, as the account API's customer call answers it per site (beside spec §3.2's
 * address fields): catalogue item ids, never names or prices, which the site reads from the catalogue.
 */
export interface SiteServices {
  catalogId?: string
  /** The equipment package's catalogue id (a package record's itemId). */
  packageItemId?: string
  /** The monitoring plan's catalogue id (a package's "Monitoring" line itemId). */
  monitoringItemId?: string
  /** Monthly add-ons billed with the monitoring (add-on itemIds whose billing is monthly). */
  monthlyItemIds?: string[]
}

/** The site's billing as the account API answers it: the next bill and the payment method on file. */
export interface SiteBilling {
  /** ISO date (YYYY-MM-DD) of the next bill. */
  nextBillDate?: string
  /** The next bill's amount in dollars, as the account's billing system computed it. */
  nextBillAmount?: number
  paymentMethod?: { brand?: string; last4?: string }
}

/** A monthly charge by its catalogue name and price. */
export interface MonthlyCharge {
  name: string
  monthly: number
}

/** The catalogue's names and monthly prices by item id: what the account page needs to name a site's plan. */
export interface PlanTable {
  catalogId: string
  monitoring: Record<string, MonthlyCharge>
  packages: Record<string, string>
  monthlyItems: Record<string, MonthlyCharge>
}

/** The plan table of one catalogue: every package's monitoring line, every package, every monthly add-on. */
export function planTableOf(catalogue: Catalogue): PlanTable {
  const table: PlanTable = { catalogId: catalogue.catalogId, monitoring: {}, packages: {}, monthlyItems: {} }
  for (const record of catalogue.packages) {
    table.packages[record.catalogueItemsDetail.itemId] = record.catalogueInfo.name
    for (const line of record.lineItems)
      if (line.category === 'Monitoring')
        table.monitoring[line.catalogueItemsDetail.itemId] = {
          name: line.catalogueItemsDetail.itemName ?? line.description,
          monthly: line.negotiatedListPrice ?? line.listPrice,
        }
  }
  for (const item of catalogue.addOnItems)
    if (item.billing === 'monthly')
      table.monthlyItems[item.catalogueItemsDetail.itemId] = {
        name: item.catalogueItemsDetail.itemName ?? item.slug,
        monthly: item.listPrice,
      }
  return table
}

/** One site's plan and billing, named from the catalogue; each part absent when the answer or catalogue lacks it. */
export interface SitePlanView {
  monitoring?: MonthlyCharge
  equipmentPackage?: string
  monthlyItems: MonthlyCharge[]
  /** The monitoring plus the monthly add-ons, from catalogue prices. */
  monthlyTotal?: number
  nextBill?: { date: string; amount: number }
  paymentMethod?: { brand: string; last4: string }
}

/** Names a site's services from the catalogue; ids the catalogue does not know are left out, never guessed. */
export function sitePlanView(services: SiteServices | undefined, billing: SiteBilling | undefined, table: PlanTable) {
  const view: SitePlanView = { monthlyItems: [] }
  const sameCatalogue = !services?.catalogId || services.catalogId === table.catalogId
  if (services && sameCatalogue) {
    view.monitoring = services.monitoringItemId ? table.monitoring[services.monitoringItemId] : undefined
    view.equipmentPackage = services.packageItemId ? table.packages[services.packageItemId] : undefined
    view.monthlyItems = (services.monthlyItemIds ?? []).flatMap((id) => table.monthlyItems[id] ?? [])
    if (view.monitoring) view.monthlyTotal = monthlyTotal(view.monitoring, view.monthlyItems)
  }
  if (
    billing?.nextBillDate &&
    /^\d{4}-\d{2}-\d{2}$/.test(billing.nextBillDate) &&
    Number.isFinite(billing.nextBillAmount)
  )
    view.nextBill = { date: billing.nextBillDate, amount: billing.nextBillAmount! }
  const card = billing?.paymentMethod
  if (card?.brand && card.last4 && /^\d{4}$/.test(card.last4))
    view.paymentMethod = { brand: card.brand, last4: card.last4 }
  return view
}

/** The monthly charges' sum in cents, so $39.99 + $7.99 is $47.98 exactly. */
export function monthlyTotal(monitoring: MonthlyCharge | undefined, extras: readonly MonthlyCharge[]): number {
  const cents = [monitoring, ...extras].reduce((sum, charge) => sum + Math.round((charge?.monthly ?? 0) * 100), 0)
  return cents / 100
}

/** The site's services and billing of a customer-call answer's site, kept only when well-formed. */
export function siteServicesFromResponse(value: unknown): SiteServices | undefined {
  if (!isRecord(value)) return undefined
  const services: SiteServices = {}
  for (const key of ['catalogId', 'packageItemId', 'monitoringItemId'] as const)
    if (typeof value[key] === 'string') services[key] = value[key]
  if (Array.isArray(value.monthlyItemIds))
    services.monthlyItemIds = value.monthlyItemIds.filter((id): id is string => typeof id === 'string')
  return services
}

export function siteBillingFromResponse(value: unknown): SiteBilling | undefined {
  if (!isRecord(value)) return undefined
  const billing: SiteBilling = {}
  if (typeof value.nextBillDate === 'string') billing.nextBillDate = value.nextBillDate
  if (typeof value.nextBillAmount === 'number') billing.nextBillAmount = value.nextBillAmount
  if (isRecord(value.paymentMethod)) {
    const { brand, last4 } = value.paymentMethod
    billing.paymentMethod = {
      ...(typeof brand === 'string' ? { brand } : {}),
      ...(typeof last4 === 'string' ? { last4 } : {}),
    }
  }
  return billing
}

/** A JSON object from an API answer (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

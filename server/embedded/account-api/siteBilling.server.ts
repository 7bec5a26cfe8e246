import { DateTime } from 'luxon'
import { type PlanTable, planTableOf, sitePlanView } from '../../../services/auth/index.ts'
import type { CatalogueClient } from '../../../runtime/render/BlockServices.ts'
import type { DemoSite } from '../demoCustomers.server.ts'

const ZONE = 'America/Chicago'

/** The next billing date after `now` (today's bill is already taken) on `day` of a month, clamped to short months. */
export function nextBillDate(day: number, now: number): string {
  const today = DateTime.fromMillis(now, { zone: ZONE }).startOf('day')
  const thisMonth = today.set({ day: Math.min(day, today.daysInMonth!) })
  if (thisMonth > today) return thisMonth.toISODate()!
  const next = today.plus({ months: 1 }).startOf('month')
  return next.set({ day: Math.min(day, next.daysInMonth!) }).toISODate()!
}

/**
 * A demo site as the account API's customer call answers it: spec §3.2's fields, the site's services by catalogue
 * id, and its billing, whose next amount the embedded billing system computes as a real one would: the
 * monitoring and monthly add-ons at the catalogue's prices (no tax in the demo). A site whose catalogue is gone
 * answers without an amount rather than a made-up one.
 */
export async function siteAnswer(site: DemoSite, catalogues: CatalogueClient, now: number) {
  const { billing, ...fields } = site
  const catalogue = site.services.catalogId ? await catalogues.catalogue(site.services.catalogId) : null
  const table: PlanTable | null = catalogue ? planTableOf(catalogue) : null
  const view = table ? sitePlanView(site.services, undefined, table) : undefined
  return {
    ...fields,
    billing: {
      nextBillDate: nextBillDate(billing.day, now),
      ...(view?.monthlyTotal !== undefined ? { nextBillAmount: view.monthlyTotal } : {}),
      paymentMethod: billing.paymentMethod,
    },
  }
}

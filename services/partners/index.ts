import type { PhonesConfig } from '../../schemas/generated/phones.ts'

/** The numbers one page shows (spec 9.2): sales, texts, popup and support lines. */
export interface PagePhones {
  sales: string
  salesText: string
  popup: string
  support: string
  supportText: string
  localSupport: string
}

/** Route-level overrides a page may declare in routes.json (`overrides.phones`). */
export interface RoutePhoneOverrides {
  sales?: string
  salesText?: string
  popup?: string
}

/**
 * Spec 9.2: a route's own numbers win, then the partner's (or landing page's) number for sales and the
 * popup (and its text number, when it has one, for texts), then the site defaults. Support lines are company-wide: partners never change them, so an
 * existing customer always reaches the same support centre.
 */
export function resolvePhones(
  defaults: PhonesConfig,
  partner: { phone: string; textPhone?: string | null } | null,
  overrides?: RoutePhoneOverrides,
): PagePhones {
  const partnerPhone = partner?.phone
  return {
    sales: overrides?.sales ?? partnerPhone ?? defaults.sales,
    salesText: overrides?.salesText ?? partner?.textPhone ?? defaults.salesText,
    popup: overrides?.popup ?? partnerPhone ?? defaults.popup,
    support: defaults.support,
    supportText: defaults.supportText,
    localSupport: defaults.localSupport,
  }
}

export interface LeadSourceInput {
  /** `overrides.leadSource` of the route. */
  routeLeadSource?: string
  /** The partner bound to the page (its mapped lead-source name, spec 9.3). */
  partner: { leadSource: string } | null
  /** `constants.leads.defaultLeadSource`: "DTC Outbound". */
  defaultLeadSource: string
}

/** Spec 9.3: the route's own lead source, else the partner's mapped name, else the default "DTC Outbound". */
export function resolveLeadSource(input: LeadSourceInput): string {
  return input.routeLeadSource ?? input.partner?.leadSource ?? input.defaultLeadSource
}

/** `(855) 555-0100` -> `tel:+18555550100`: numbers are stored as people read them. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`
}

/** `(855) 555-0103` -> `sms:+18555550103`, for the Text links. */
export function smsHref(phone: string): string {
  return `sms:+1${phone.replace(/\D/g, '')}`
}

import {
  type SiteBilling,
  type SiteServices,
  isRecord,
  siteBillingFromResponse,
  siteServicesFromResponse,
} from './sitePlans.ts'

/**
 * The customer info of spec §3.2, mapped from the single-sign-on customer call of the account API
 * (§7.2, 11). An error or an unexpected answer gives an empty object, as the spec says.
 */
export interface CustomerSite {
  address1?: string
  county?: string
  city?: string
  state?: string
  zip?: string
  primarySystem?: string | number
  /** What the site pays for (catalogue ids) and its billing, when the account API answers them (issue 25). */
  services?: SiteServices
  billing?: SiteBilling
}

export interface CustomerInfo {
  email?: string
  extension_phone_number?: string
  extension_customer_number?: string
  name?: string
  sites?: CustomerSite[]
  sessionId?: string
  idp?: string
  ipAddress?: string
}

/** One entry of the account area's site list (§3.2). */
export interface SiteListEntry {
  site_add: string
  system_id: string
}

const FIELD_MAP: Array<[keyof CustomerInfo, string]> = [
  ['email', 'emailAddress'],
  ['extension_phone_number', 'phone1'],
  ['extension_customer_number', 'customerNumber'],
  ['name', 'custName'],
  ['sessionId', 'sessionId'],
  ['idp', 'idp'],
  ['ipAddress', 'ipAddress'],
]

const SITE_FIELDS = ['address1', 'county', 'city', 'state', 'zip', 'primarySystem'] as const

export function customerInfoFromResponse(response: unknown): CustomerInfo {
  if (!isRecord(response)) return {}
  const info: CustomerInfo = {}
  for (const [field, source] of FIELD_MAP) {
    const value = response[source]
    if (typeof value === 'string' || typeof value === 'number') (info as Record<string, unknown>)[field] = String(value)
  }
  if (Array.isArray(response.sites)) info.sites = response.sites.filter(isRecord).map(siteFromResponse)
  return info
}

function siteFromResponse(site: Record<string, unknown>): CustomerSite {
  const result: CustomerSite = {}
  for (const field of SITE_FIELDS) {
    const value = site[field]
    if (typeof value === 'string' || (field === 'primarySystem' && typeof value === 'number'))
      (result as Record<string, unknown>)[field] = value
  }
  const services = siteServicesFromResponse(site.services)
  const billing = siteBillingFromResponse(site.billing)
  if (services) result.services = services
  if (billing) result.billing = billing
  return result
}

/** The account area's site list: the joined address and the primary system of each site (spec §3.2). */
export function siteList(info: CustomerInfo | null | undefined): SiteListEntry[] {
  return (info?.sites ?? []).map((site) => ({
    site_add: [site.address1, site.city, [site.state, site.zip].filter(Boolean).join(' ')]
      .filter((part) => part && part.trim())
      .join(', '),
    system_id: site.primarySystem === undefined ? '' : String(site.primarySystem),
  }))
}

/** What the header shows for a signed-in customer: the first word of the name, or nothing. */
export function firstNameOf(info: CustomerInfo | null | undefined): string | null {
  const first = info?.name?.trim().split(/\s+/)[0]
  return first ? first : null
}

/** §4.1: customer info is fetched when none is stored or the stored info has no sites. */
export function needsCustomerInfo(info: CustomerInfo | null | undefined): boolean {
  return !info || !Array.isArray(info.sites) || info.sites.length === 0
}

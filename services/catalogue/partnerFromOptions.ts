/** One option of a partner record in the catalogue system (spec §3.5). */
export interface PartnerOption {
  optionCode: string
  optionValue: string
}

/** Partner data as the shop keeps it (spec §3.5; `Enabled` keeps the spec's field name). */
export interface PartnerData {
  name: string
  catalogId: string
  Enabled: boolean
  leadSource: string
  routeName: string
  phone: string
  emailrep: string
}

/** The one partner corporation with its own route name ("mro") and a fixed rep address. */
export interface CorporationRule {
  /** The corporation's partner name, compared without regard to case. */
  name: string
  routeName: string
  emailrep: string
}

/**
 * Partner data from its option list: name, lead-source, ecatalog-name, enabled ("true" in any case),
 * web-phone-number. The rep address is {leadSource}@{companyDomain} and the route name the lead source,
 * except for the corporation, which gets its fixed rep address and its own route name (spec §3.5).
 */
export function partnerFromOptions(
  options: PartnerOption[],
  companyDomain: string,
  corporation: CorporationRule | null = null,
): PartnerData {
  const value = (code: string) => options.find((option) => option.optionCode === code)?.optionValue?.trim() ?? ''
  const name = value('name')
  const leadSource = value('lead-source')
  const isCorporation = corporation !== null && name.toLowerCase() === corporation.name.toLowerCase()
  return {
    name,
    catalogId: value('ecatalog-name'),
    Enabled: value('enabled').toLowerCase() === 'true',
    leadSource,
    routeName: isCorporation ? corporation.routeName : leadSource,
    phone: value('web-phone-number'),
    emailrep: isCorporation ? corporation.emailrep : `${leadSource}@${companyDomain}`,
  }
}

/** Whether a partner gets a partner shop at /shop/{routeName} (spec §2.3). */
export function hasPartnerShop(partner: { leadSource: string | null | undefined }): boolean {
  return Boolean(partner.leadSource) && partner.leadSource !== 'ecommerce'
}

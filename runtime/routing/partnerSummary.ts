import type { PartnerConfig } from '../../schemas/generated/partners.ts'
import type { PartnerSummary } from '../PageModel.ts'
import { scheduleWindow } from '../../services/schedule/index.ts'

/**
 * The partner as pages see it, with the spec's derived fields (3.5): routeName defaults to the lead
 * source, and the rep address to <leadSource>@<company domain> unless a fixed one is configured.
 */
export function summarizePartner(partner: PartnerConfig, companyDomain: string): PartnerSummary {
  const schedule = partner.schedule && scheduleWindow(partner.schedule)
  return {
    id: partner.id,
    name: partner.name,
    kind: partner.kind,
    slug: partner.slug,
    leadSource: partner.leadSource,
    routeName: partner.routeName ?? partner.leadSource,
    catalogId: partner.catalogId,
    phone: partner.phone,
    // Only when set: the summary is in every partner page's HTML, which stays as it was for partners without one.
    ...(partner.textPhone ? { textPhone: partner.textPhone } : {}),
    emailrep: partner.emailrep ?? `${partner.leadSource}@${companyDomain}`,
    affiliateId: partner.affiliateId ?? null,
    referralCode: partner.referralCode ?? false,
    giftCard: partner.giftCard ?? null,
    ...(partner.logo ? { logo: partner.logo } : {}),
    ...(partner.benefits ? { benefits: partner.benefits } : {}),
    ...(schedule && { schedule }),
  }
}

/**
 * A partner's pages and its form's fields in a marketer's words, shared by the studio's server (which knows
 * routes.json) and its partner forms (which fill in the partner being typed).
 */

/** A template route a partner can get a page from, as the partner forms offer it. */
export interface PartnerPageChoice {
  /** The route's name in routes.json: what partners.json stores in `routes`. */
  name: string
  /** The page's title without the brand's suffix; `{{partner.name}}` where the partner's name goes. */
  title: string
  /** The page's address; `{partner}` where the partner's slug (or shop name) goes. */
  path: string
  /** What fills `{partner}`: the slug, or for a shop route (`partnerKey: "routeName"`) the lead source. */
  fill: 'slug' | 'routeName'
}

/** One of a partner's pages in words: its title and its address. */
export interface PartnerPageWords {
  title: string
  path: string
}

/** The placeholder a choice's path keeps for the partner's part of the address. */
export const PARTNER_IN_PATH = '{partner}'

/** A page's title as the page list reads it: "Keystone Realty Exclusive Offer", not "… | Harbor Home Security". */
export function titleWithoutBrand(title: string): string {
  return title.replace(/\s*\|.*$/, '').trim()
}

/**
 * A choice filled in for one partner: "Keystone Realty Exclusive Offer", "/keystoneoffer". A partner still
 * being typed (no slug yet) shows "…" where the slug goes.
 */
export function partnerPageWords(
  choice: PartnerPageChoice,
  partner: { name: string; slug: string; leadSource: string; routeName?: string },
): PartnerPageWords {
  const fill = choice.fill === 'routeName' ? (partner.routeName ?? partner.leadSource) : partner.slug
  return {
    title: choice.title.replaceAll('{{partner.name}}', partner.name || 'the partner'),
    path: choice.path.replace(PARTNER_IN_PATH, fill || '…'),
  }
}

/** The fields of the partner forms by their labels: the label each problem's sentence starts with. */
export const PARTNER_FIELD_LABELS = {
  name: 'Name shown to visitors',
  id: 'Id',
  slug: 'Page address',
  kind: 'Kind of partner',
  phone: 'Sales phone',
  textPhone: 'Text number',
  leadSource: 'Lead source',
  catalogId: 'Catalogue',
  routes: 'Pages',
  enabled: 'Live',
  startsAt: 'Pages live from',
  endsAt: 'Pages end after',
} as const

export type PartnerFieldName = keyof typeof PARTNER_FIELD_LABELS

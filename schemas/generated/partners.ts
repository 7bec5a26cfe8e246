/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/partners.schema.json; edit the schema and run it again.
 */

/**
 * Every partner and affiliate: lead source, phone, catalogue, headings and the landing pages it has.
 */
export interface PartnersConfig {
  $schema?: string
  partners: PartnerConfig[]
}
export interface PartnerConfig {
  /**
   * Stable id; routes bind to it.
   */
  id: string
  /**
   * Name shown to visitors.
   */
  name: string
  logo?: PartnerLogo
  benefits?: PartnerBenefits
  /**
   * Fills the {kind} placeholder of a route template; {partner} accepts any kind.
   */
  kind:
    | 'affiliate'
    | 'dealer'
    | 'review-partner'
    | 'association-partner'
    | 'inspection-partner'
    | 'solar-partner'
    | 'commercial-partner'
    | 'partner-offer'
    | 'corporation'
  /**
   * Fills path placeholders: /{partner}offer becomes /<slug>offer.
   */
  slug: string
  leadSource: string
  /**
   * Partner shop route name; defaults to the lead source (the corporation partner uses "mro").
   */
  routeName?: string
  /**
   * The e-catalogue this partner's shop sells from.
   */
  catalogId: string
  enabled: boolean
  schedule?: ScheduleConfig
  phone: string
  /**
   * The number the partner's pages offer for texts (the sales "Text" link); without it, the company's sales text line.
   */
  textPhone?: string
  /**
   * Fixed rep address; defaults to <leadSource>@<company domain>.
   */
  emailrep?: string
  /**
   * Affiliate id sent as partner_id when no id is in session storage.
   */
  affiliateId?: string
  /**
   * Shows the referral-code field on this partner's forms.
   */
  referralCode?: boolean
  giftCard?: {
    packageName: string
    amount: number
    title: string
    description: string
  }
  /**
   * Names of the route templates in routes.json this partner gets a page from.
   */
  routes: string[]
  /**
   * Props merged over blocks of this partner's pages, by block id (for example heading overrides).
   */
  blockProps?: {
    [k: string]: {}
  }
  /**
   * This partner's own order of a template's blocks, by route name: move a block after or before another, or hide it, on this partner's pages only.
   */
  blockChanges?: {
    [k: string]: PartnerBlockChange[]
  }
}
/**
 * The partner's logo, shown beside the brand's on the partner's pages.
 */
export interface PartnerLogo {
  /**
   * Logo file under public/images/partners/.
   */
  src: string
  /**
   * Alt text: the partner's name and 'logo'.
   */
  alt: string
}
/**
 * What the partnership gives the partner's customers, listed on the partner's pages.
 */
export interface PartnerBenefits {
  /**
   * Heading over the list, e.g. What Keystone clients get.
   */
  heading: string
  /**
   * @minItems 1
   * @maxItems 6
   */
  items:
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
}
/**
 * When this partner's pages are live (America/Chicago): outside the window they answer 404 and leave the sitemap, as if the partner were not enabled.
 */
export interface ScheduleConfig {
  /**
   * The first moment it shows: "2027-05-24" (from midnight CT) or "2027-05-24T09:00".
   */
  startsAt?: string
  /**
   * When it stops showing: "2027-05-31" (through 11:59 pm CT that day) or "2027-05-31T18:00".
   */
  endsAt?: string
}
/**
 * Move the block with this id after or before another block of the page, or hide it.
 */
export interface PartnerBlockChange {
  /**
   * The id of a block of the template's page.
   */
  id: string
  /**
   * Place the block after the block with this id.
   */
  after?: string
  /**
   * Place the block before the block with this id.
   */
  before?: string
  /**
   * Hide the block on this partner's page.
   */
  remove?: true
}

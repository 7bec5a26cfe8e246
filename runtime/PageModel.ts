import type { AnyBlockInstance } from './render/BlockInstance.ts'
import type { BrandConfig } from '../schemas/generated/brand.ts'
import type { NavigationConfig } from '../schemas/generated/navigation.ts'
import type { HoursConfig } from '../schemas/generated/hours.ts'
import type { PhonesConfig } from '../schemas/generated/phones.ts'
import type { ConstantsConfig } from '../schemas/generated/constants.ts'
import type { FormsConfig } from '../schemas/generated/forms.ts'
import type { ScheduleWindow } from '../services/schedule/index.ts'
import type { PostedLeadForm } from '../services/leads/postedForm.ts'
import type { PartnerPage } from './routing/partnerShopLinks.ts'

/**
 * One block on a page, with the props it renders and, when it has a server loader, the data loaded for it.
 * A union discriminated by `type`, so the compiler checks each block's props against its schema's type
 * (`TypedBlockInstance` in blocks/registry.ts also types the data).
 */
export type BlockInstance = AnyBlockInstance

export interface PartnerSummary {
  id: string
  name: string
  kind: string
  slug: string
  leadSource: string
  routeName: string
  catalogId: string
  phone: string
  /** The partner's own text number; absent: the company's sales text line. */
  textPhone?: string
  emailrep: string
  affiliateId: string | null
  referralCode: boolean
  giftCard: { packageName: string; amount: number; title: string; description: string } | null
  /** The partner's logo and what the partnership gives, shown on its pages (partners.json). */
  logo?: { src: string; alt: string }
  benefits?: { heading: string; items: string[] }
  /** When the partner's pages are live (partners.json `schedule`); outside it they answer 404. */
  schedule?: ScheduleWindow
}

export type { PagePhones } from '../services/partners/index.ts'
import type { PagePhones } from '../services/partners/index.ts'

/** What blocks know about the request: who the page is for, which numbers to show, which ids to use. */
export interface PageContextData {
  routeName: string
  /** The route's canonical path (aliases and trailing slashes folded). */
  canonicalPath: string
  /** The path as requested. */
  pathname: string
  pageName: string
  params: Record<string, string>
  /** Only the query values the route declares, and only valid ones. */
  query: Record<string, string>
  partner: PartnerSummary | null
  leadSource: string
  phones: PagePhones
  formIds: { consultationModal: string }
  /**
   * A partner page's own copies of the site's generic pages (its shop): the header's and footer's links follow them
   * as the page's blocks do (usePartnerHref), so the menu's "Shop" keeps the partner's prices. Absent off partner pages.
   */
  partnerPages?: readonly PartnerPage[]
  /**
   * The signed-in customer, on a page rendered for their request (the server renders per request when the
   * session cookie is there), so the header and footer show who is signed in before any script runs.
   * Absent on prerendered pages, which never bake a signed-in state; the browser asks /api/session then.
   */
  signedIn?: SignedInCustomer
  /**
   * A lead form's state after it was posted without scripts (services/leads/postedForm.ts): on the page rendered
   * as the answer to that post, or after its redirect. Absent on every other render.
   */
  formPost?: PostedLeadForm
}

/** What the page may show of the signed-in customer: the first name only. */
export interface SignedInCustomer {
  firstName: string | null
}

export interface ResolvedLayout {
  name: string
  header: BlockInstance[]
  footer: BlockInstance[]
  chat: boolean
  leadForms: boolean
  ctaButtons: boolean
  signIn: 'none' | 'optional' | 'required'
  tagManagerContainer: string | null
  maintenance: boolean
}

export interface PageMeta {
  title: string
  description: string
  robots: string
  canonicalUrl: string
  image: string | null
}

/** Site-wide data every page's chrome needs; the same for every request. */
export interface SiteData {
  brand: BrandConfig
  navigation: NavigationConfig
  hours: HoursConfig
  phones: PhonesConfig
  constants: ConstantsConfig
  forms: FormsConfig
  /**
   * 1 January ("YYYY-MM-DD", company calendar) of the year this site data was built in (a build's prerender, a
   * server's start or config reload; the year, not the day, so pages do not change daily): pages list the closed days from it (services/hours listedClosedDays), so the server's HTML, the
   * browser's hydration and the head boot script name the same days whenever the page is read.
   */
  closedDaysFrom: string
}

/** The runtime's answer to "what does this URL show": everything the renderer needs, as plain data. */
export interface PageModel {
  status: 200 | 404 | 500
  render: 'static' | 'request'
  layout: ResolvedLayout
  blocks: BlockInstance[]
  meta: PageMeta
  context: PageContextData
  site: SiteData
  /**
   * On a prerendered page, the schedule windows (scheduleKey) of the blocks kept that had not started when it was
   * rendered: with scripts off nothing hides them on the clock, so the head's <noscript> style does (currentSchedules).
   */
  pendingSchedules?: string[]
}

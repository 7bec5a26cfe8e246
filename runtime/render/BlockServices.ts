import type { CustomerInfo } from '../../services/auth/index.ts'
import type { Catalogue } from '../../services/catalogue/index.ts'
import type { CheckoutSettings } from '../../services/checkout/index.ts'
import type { ContentRepository } from '../../services/content/index.ts'
import type { SiteData } from '../PageModel.ts'
import type { SiteConfig } from '../SiteConfig.ts'
import type { ExpandedRoute } from '../routing/expandRoutes.ts'

/**
 * Where the shop's catalogues come from: the catalogue API, or the embedded files in site-config/catalog.
 * Both answer with the API's shape, so everything after this is the same.
 */
export interface CatalogueClient {
  /** The catalogue with this id, or null when there is none. */
  catalogue(catalogId: string): Promise<Catalogue | null>
}

/** Orders placed through checkout, read back from the checkout API (the embedded one unless configured). */
export interface CheckoutOrders {
  /**
   * The checkout API's answer for one order with its keys in camelCase, or null when there is no such order
   * or the customer token is not its own (the two are not told apart, so tokens cannot be probed).
   */
  order(orderNumber: string, customerToken: string): Promise<Record<string, unknown> | null>
  /**
   * The lead source of the partner shop the site made this order from (kept by the site: the order payload has no
   * such field), or null for its own shop. Absent where nothing is kept (prerendering, tests that give none).
   */
  sourceOf?(orderNumber: string): Promise<string | null>
}

/** site-config/catalog/shop.json (schema: schemas/catalog/shop.schema.json). */
export interface ShopSettings {
  defaultCatalogId: string
  categories: Record<string, string>
  checkout: CheckoutSettings
}

/** What config says, as loaders read it: the site the page was resolved from and the shop's settings. */
export interface BlockSettings {
  /** Brand, navigation, hours, phones, constants and forms: the same data the page's chrome gets. */
  site: SiteData
  /** Every config file, parsed and valid (the assessment's questions and catalogue mapping, say). */
  config: SiteConfig
  /** The expanded route table (partner pages included). */
  routes: readonly ExpandedRoute[]
  shop: ShopSettings
}

/**
 * The contact fields a visit may have given: what the site's forms ask (spec §5), and the installation address the
 * order page asks (services/checkout/installationAddress), so a reload without scripts keeps it.
 */
export type VisitContactDetails = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'phone' | 'zip' | 'street' | 'unit' | 'city' | 'state', string>
>

/** A ZIP's city and state, as far as the ZIP database names them (VisitDetails.zipPlace). */
export type ZipPlace = Partial<Record<'city' | 'state', string>>

/**
 * The request's visitor, for a loader that fills a form in from what they gave earlier this visit (kept on the
 * server behind an HttpOnly cookie), or shows the signed-in customer their account. Only pages rendered per request
 * have one, and each part is read only by a loader that asks; a page rendered for a request carrying either cookie
 * is answered `private, no-store` (server/pageCaching.server.ts).
 */
export interface VisitDetails {
  contact(): Promise<VisitContactDetails>
  /**
   * The city and state the ZIP database names for a ZIP (the city when it names one place, the state when its places
   * share one), {} when it names none or cannot be asked: an address form's server HTML is filled from the visit's ZIP
   * as its scripts would fill it.
   */
  zipPlace(zip: string): Promise<ZipPlace>
  /**
   * The signed-in customer's info (spec §3.2), exactly what GET /api/session answers them as `user_data` (fetched
   * from the account API when the session has none yet, §4.1); null when the request is not signed in.
   */
  account(): Promise<CustomerInfo | null>
}

/**
 * What a block's server loader is handed besides its props and the page's context: one client per company
 * service and the settings it needs. Built once per process by the server (and by the prerenderer, which has no
 * server); tests hand loaders fakes. Blocks never construct these themselves nor import server/.
 */
export interface BlockServices {
  /** CMS content: Strapi over GraphQL when configured, else the local files in Strapi's shapes; cached. */
  content: ContentRepository
  catalogue: CatalogueClient
  checkout: CheckoutOrders
  settings: BlockSettings
  /** This request's visit (absent while prerendering and in tests that do not give one). */
  visit?: VisitDetails
}

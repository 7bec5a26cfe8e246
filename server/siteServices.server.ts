import type { BlockServices } from '../runtime/render/BlockServices.ts'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { createCatalogueClient } from './catalogue/catalogueClient.server.ts'
import { type ShopSettings, loadShopSettings } from './catalogue/shopSettings.server.ts'
import { readCheckoutOrder } from './checkout/checkoutApiClient.server.ts'
import { createContentRepository } from './content/siteContent.server.ts'
import { checkoutApiKey } from './embedded/processSecrets.server.ts'
import type { ServerContext } from './ServerContext.server.ts'
import { readUpstreamSettings } from './upstreams.server.ts'

/**
 * The company services a page's blocks read from, one client each, built once per process: they hold caches
 * (content) and connections, never request state. The site is added per render (blockServicesFor), because it
 * is reloaded in development and the studio previews edited config.
 */
export type SiteServices = Omit<BlockServices, 'settings'> & { shop: ShopSettings }

/** A server's parts; the prerenderer has no storage (it renders no order page). */
type ServiceParts = Pick<ServerContext, 'root' | 'env' | 'upstreams'> & Partial<Pick<ServerContext, 'storage'>>

export function createSiteServices({ root, env, upstreams, storage }: ServiceParts): SiteServices {
  const checkoutUrl = upstreams.checkout.baseUrl
  const apiKey = checkoutApiKey(env)
  return {
    content: createContentRepository(env, root),
    catalogue: createCatalogueClient(root, env),
    checkout: {
      order: (orderNumber, token) => readCheckoutOrder(checkoutUrl, apiKey, orderNumber, token),
      // Which partner's shop made the order (server/checkout/shopOrder.server.ts keeps it).
      ...(storage ? { sourceOf: (orderNumber: string) => storage.orderSources.find(orderNumber) } : {}),
    },
    shop: loadShopSettings(root),
  }
}

const byContext = new WeakMap<object, SiteServices>()

/** The services of a server (one per process): every feature of that server shares the same clients. */
export function siteServicesOf(ctx: ServiceParts): SiteServices {
  let services = byContext.get(ctx)
  if (!services) byContext.set(ctx, (services = createSiteServices(ctx)))
  return services
}

/** What a page's loaders are handed: the process's services, with the settings of the site being rendered. */
export function blockServicesFor(services: SiteServices, site: SiteRuntime): BlockServices {
  const { shop, ...clients } = services
  return { ...clients, settings: { site: site.site, config: site.config, routes: site.routes, shop } }
}

let builtHere: SiteServices | undefined

/**
 * The services the server built and passed in pageContextInit (server/pageHandler); the prerenderer, which has
 * no server, builds its own once, from the environment it runs in.
 */
export function siteServicesFor(pageContext: object): SiteServices {
  const fromServer = (pageContext as { siteServices?: SiteServices }).siteServices
  if (fromServer) return fromServer
  const root = process.cwd()
  builtHere ??= createSiteServices({ root, env: process.env, upstreams: readUpstreamSettings(process.env) })
  return builtHere
}

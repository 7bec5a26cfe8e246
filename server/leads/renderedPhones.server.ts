import { phoneLoaders } from '../../blocks/shared/phoneLoaders.server.ts'
import { renderedPhonesOf } from '../../runtime/render/loaderPhones.server.ts'
import { type SiteServices, blockServicesFor } from '../siteServices.server.ts'
import type { RenderedPhones } from './pageFacts.server.ts'

/**
 * A page's numbers as it shows them, through the server's services: only the loaders that may declare a number run
 * (a location page's reads its place), so a lead's messages give the page's own sales line. The services are reached
 * on the first call, as shopLeadSourceOf's are.
 */
export function renderedPhonesFor(services: () => SiteServices): RenderedPhones {
  return (site, model) => renderedPhonesOf(model, blockServicesFor(services(), site), phoneLoaders)
}

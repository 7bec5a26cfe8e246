import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { BlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { loadPhones as checkoutOrderPhones } from '../CheckoutOrderSummary/loader.server.ts'
import { load as locationPage } from '../LocationPage/loader.server.ts'

/**
 * The loaders that may make a number the page's own (setPhones), by block type: what the server runs to know a page's
 * numbers without rendering it (runtime/render/loaderPhones.server.ts), so a lead's error message gives the number
 * the page's header and footer give. Imported directly (server code is not bundled by Vite, so no glob); a unit test
 * keeps the list whole (every loader that calls setPhones is here).
 */
export const phoneLoaders: BlockLoaders = new Map([
  // A partner's order: its page gives the partner's number (its phones alone: a lead from the contact step waits on it).
  ['CheckoutOrderSummary', checkoutOrderPhones as BlockLoader<unknown, unknown>],
  ['LocationPage', locationPage as BlockLoader<unknown, unknown>],
])

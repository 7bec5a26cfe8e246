import type { PageModel } from '../PageModel.ts'
import { QUERY_PRESENT, islandBootScript } from './bootScript.ts'
import { clientPageModel } from './clientPageModel.ts'
import { DEV_REACT_PREAMBLE, islandLoaderUrl } from './islandLoaderUrl.server.ts'
import { islandPayloadHtml } from './islandPayload.ts'
import { pageIslands } from './pageIslands.ts'
import { siteReadsOf } from './siteReads.ts'

/**
 * The end of a page's body, after the page has rendered (its islands' reads are recorded): the islands' payload and the inline boot script (with the response's CSP nonce;
 * prerendered pages are allowed by its hash). A page without islands still loads the loader when its query
 * carries something to keep for attribution, and nothing otherwise.
 */
export function islandBootHtml(
  model: PageModel,
  nonce: string | null,
  production: boolean = import.meta.env.PROD,
): string {
  const islands = pageIslands(model)
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const boot = islandBootScript(islandLoaderUrl(production), islands.length > 0 ? 'true' : QUERY_PRESENT)
  // In development, a module script: its static import of the preamble runs before the boot code.
  const script = production
    ? `<script${nonceAttribute}>${boot}</script>`
    : `<script type="module"${nonceAttribute}>${DEV_REACT_PREAMBLE}${boot}</script>`
  return islandPayloadHtml({ model: clientPageModel(model, islands, siteReadsOf(model)), islands }) + script
}

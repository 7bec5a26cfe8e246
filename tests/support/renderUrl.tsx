import type { PageModel } from '../../runtime/PageModel.ts'
import type { BlockServices } from '../../runtime/render/BlockServices.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { realSite } from './realSite.ts'
import { blockLoaders } from '../../blocks/loaders.server.ts'
import { servicesFor } from './siteServices.ts'
import { renderLoadedPageHtml } from './renderPage.tsx'

export { realSite }

/**
 * Renders a URL of the real site the way a request does: resolve, loaders (with the given services, by default
 * the local content and catalogue), blocks; returns HTML and the loaded model.
 */
export async function renderUrl(
  url: string,
  services: BlockServices = servicesFor(realSite()),
): Promise<{ html: string; model: PageModel }> {
  const model = await runBlockLoaders(realSite().resolve(url), services, blockLoaders)
  return { html: await renderLoadedPageHtml(model), model }
}

/** JSON-LD objects in rendered HTML, by @type. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

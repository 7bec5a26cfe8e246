import type { PageModel } from '../../runtime/PageModel.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import { realSite } from './realSite.ts'
import { withCataloguePrices } from '../../blocks/shared/shop/pagePrices.server.ts'
import { renderLoadedPageHtml } from './renderPage.tsx'

export { realSite }

/** Renders a URL of the real site the way a request does: resolve, loaders, blocks; returns HTML and the loaded model. */
export async function renderUrl(url: string): Promise<{ html: string; model: PageModel }> {
  const runtime = realSite()
  const model = await runBlockLoaders(await withCataloguePrices(runtime.resolve(url)), runtime)
  return { html: await renderLoadedPageHtml(model), model }
}

/** JSON-LD objects in rendered HTML, by @type. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

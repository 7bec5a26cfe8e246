import { loadSite } from '../../runtime/config/loadSite.server.ts'
import type { PageModel } from '../../runtime/PageModel.ts'
import { runBlockLoaders } from '../../runtime/render/runBlockLoaders.server.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { repoRoot } from './fixtureSite.ts'
import { renderPageHtml } from './renderPage.tsx'

let site: SiteRuntime | undefined

/** The real site (routes.json and site-config), loaded once per test file. */
export function realSite(): SiteRuntime {
  site ??= loadSite(repoRoot)
  return site
}

/** Renders a URL of the real site the way a request does: resolve, loaders, blocks; returns HTML and the loaded model. */
export async function renderUrl(url: string): Promise<{ html: string; model: PageModel }> {
  const runtime = realSite()
  const model = await runBlockLoaders(runtime.resolve(url), runtime)
  return { html: await renderPageHtml(model, runtime), model }
}

/** JSON-LD objects in rendered HTML, by @type. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
}

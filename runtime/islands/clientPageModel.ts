import type { PageModel } from '../PageModel.ts'
import type { IslandSpec } from './pageIslands.ts'
import { type SiteReads, trimmedSite } from './siteReads.ts'

/**
 * The page data the browser receives for its islands: what the context hooks give them. Each island
 * carries its own block, so the page's block lists stay on the server; of the site-wide data, only what the
 * islands read (siteReads.ts), and the consultation modal's form where the lead modals can open it.
 */
export function clientPageModel(model: PageModel, islands: readonly IslandSpec[], reads: SiteReads): PageModel {
  const modalForms = islands.some((island) => island.kind === 'leadModals')
    ? [model.site.forms.consultationModal.form]
    : []
  return {
    ...model,
    blocks: [],
    layout: { ...model.layout, header: [], footer: [] },
    site: trimmedSite(model.site, reads, modalForms),
  }
}

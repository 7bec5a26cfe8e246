import type { PageModel } from '../PageModel.ts'
import type { IslandSpec } from './pageIslands.ts'

/**
 * The page data the browser receives for its islands: what the context hooks give them. Each island
 * carries its own block, so the page's block lists stay on the server.
 */
export function clientPageModel(model: PageModel, _islands: readonly IslandSpec[]): PageModel {
  return { ...model, blocks: [], layout: { ...model.layout, header: [], footer: [] } }
}

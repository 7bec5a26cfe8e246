import { createContext, useContext } from 'react'
import type { PageModel } from '../../runtime/PageModel.ts'
import type { VisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import type { DatedPromotion } from '../../services/schedule/promotionSchedule.ts'
import type { CataloguePrice } from '../../services/catalogue/index.ts'

/** What the preview renders with besides the blocks' props: the page model, loader data, the simulated visitor. */
export interface PreviewState {
  model: PageModel
  /** Every layout for this page, by name: the preview shows the one chosen in the Page panel, before a save. */
  layouts: Record<string, PageModel['layout']>
  /** Server-loaded data by block id (blocks with a loader.server.ts). */
  data: Record<string, unknown>
  /** Props the simulated query's variant sets, by block id. */
  variantProps: Record<string, Record<string, unknown>>
  /** Blocks the simulated visitor does not see. */
  hiddenIds: ReadonlySet<string>
  visitor: VisitorOverrides
  /** {{brand.name}}-style text tokens, filled as the site fills them. */
  tokens: Record<string, string>
  /**
   * The page's catalogue today: catalogue values (`{{price.…}}`, `"catalogue"` price objects) and a card's device
   * facts are filled from it, as the site fills them before the blocks render (runtime/render/cataloguePrices.ts).
   */
  catalogue: {
    prices: ReadonlyMap<string, CataloguePrice>
    specs: ReadonlyMap<string, readonly string[]>
  }
  appMode: boolean
  /** The price promotions a block's schedule may name, with their dates (the schedule field's choices, the preview's hiding). */
  promotions: readonly DatedPromotion[]
}

export const PreviewContext = createContext<PreviewState | null>(null)

export function usePreview(): PreviewState {
  const state = useContext(PreviewContext)
  if (!state) throw new Error('usePreview() outside the studio editor')
  return state
}

import { useEffect, useState } from 'react'
import { loadOrReload } from '../../runtime/render/chunkReload.ts'
import { whenShopStoresHydrated } from '../shared/shop/shopStores.ts'
import { markScriptsFailed } from '../../services/frame/scriptsMark.ts'

type CartContentsModule = typeof import('./CartContents.tsx')

/**
 * The cart's contents, once they can be shown: their code loads when the cart is first shown (not with /shop, issue
 * 25), and they wait for the saved cart to be read back, so a page opened on the cart shows its frame (the heading, the
 * reserved space), never an empty cart that is not, and never the package list. Null until then; the module, loaded
 * once, renders its `CartContents` (the same component on every render).
 */
export function useCartContents(shown: boolean, chunkReloadGuardMs: number | undefined): CartContentsModule | null {
  const [contents, setContents] = useState<CartContentsModule | null>(null)
  useEffect(() => {
    if (!shown || contents) return
    let active = true
    void Promise.all([
      loadOrReload(() => import('./CartContents.tsx'), chunkReloadGuardMs),
      whenShopStoresHydrated(),
    ]).then(
      ([module]) => {
        if (active) setContents(module)
      },
      // The contents' code did not come (no reload either): the cart view's "needs scripts" line shows instead.
      markScriptsFailed,
    )
    return () => {
      active = false
    }
  }, [shown, contents, chunkReloadGuardMs])
  return contents
}

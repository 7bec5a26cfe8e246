import { useEffect } from 'react'
import { usePageContextData } from '../../../runtime/render/PageModelContext.tsx'
import {
  SHOP_LINK_PARAMS,
  parseShopLink,
  resolveShopLink,
  withoutShopLink,
  type ShopLinkCatalogue,
} from '../../../services/shopLinks/index.ts'
import { useShopStores, whenShopStoresHydrated } from './shopStores.ts'

/**
 * Honours a shop link (`?package=…&customize=1&add=…`, declared as query values of the shop routes):
 * once the saved cart has been read back, the package is selected, its bundle goes in the cart with
 * the listed devices at their quantities, and the customise flow opens. The values are removed from the
 * address first, so a reload or a return to the page does not apply them again.
 */
export function useShopLink(catalogue: ShopLinkCatalogue, termsData: unknown): void {
  const { query } = usePageContextData()
  const stores = useShopStores()
  useEffect(() => {
    const link = parseShopLink(query)
    if (!link) return
    let active = true
    void whenShopStoresHydrated().then(() => {
      const search = new URLSearchParams(window.location.search)
      // Already applied (the address was cleaned) when the page is restored from history.
      if (!active || !SHOP_LINK_PARAMS.some((name) => search.has(name))) return
      // The address loses the link first: the entries the shop's history adds for the views below (useShopHistory)
      // are made from it, and so is the entry Back returns to.
      window.history.replaceState(window.history.state, '', withoutShopLink(window.location.href))
      const { pkg, system, addons, view } = resolveShopLink(link, catalogue)
      const ecommerce = stores.ecommerce.getState()
      const cart = stores.cart.getState()
      if (pkg) ecommerce.selectPackage(pkg)
      if (system) {
        cart.addSystem(system)
        ecommerce.setTermsData(termsData)
      }
      // Set, not add: following the same link twice must not double the devices.
      for (const { product, quantity } of addons) cart.updateAddonQuantity(product, quantity)
      if (view !== ecommerce.view) ecommerce.setView(view)
      if (pkg) window.scrollTo({ top: 0 })
    })
    return () => {
      active = false
    }
    // Once per page load: the query is the server's, the catalogue the loader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, with the first render's values
  }, [])
}

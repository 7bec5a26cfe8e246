import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'

/** What the cart is drawn from: the page's catalogue and its protection plan, and each package's regular price. */
export interface ShopCartData extends ShopProductsData {
  /**
   * By package id, the price struck through beside the package's (a promotion's regular price, a partner's list
   * price), or null: the cart strikes it as the package card did (sixth walkthrough D20: the partner cart showed
   * $712.49 without the struck $749.99). The saved cart keeps the price paid only, so it comes from the catalogue.
   */
  packageRegularPrices: Record<string, string | null>
}

import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'

export interface ShopProductListData extends ShopProductsData {
  /** The category's title on category pages, else null. */
  categoryTitle: string | null
}

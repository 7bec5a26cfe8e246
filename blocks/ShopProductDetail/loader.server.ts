import { pageNotFound, type BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopProductDetailProps } from '../../schemas/generated/blocks/ShopProductDetailProps.ts'
import type { ShopProductsData } from '../shared/shop/ShopCatalogueData.ts'
import { loadShopProducts } from '../shared/shop/loadShopCatalogue.server.ts'

/** The product named by the URL; a slug the catalogue does not sell is a 404. */
export const load: BlockLoader<ShopProductDetailProps, ShopProductsData> = async ({ context, services }) => {
  const data = await loadShopProducts(context, services, (item) => item.slug === context.params.id)
  if (data.products.length !== 1) throw pageNotFound(`no product "${context.params.id}"`)
  return data
}

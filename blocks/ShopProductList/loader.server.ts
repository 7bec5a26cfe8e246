import type { BlockLoader } from '../../runtime/render/BlockLoader.ts'
import type { ShopProductListProps } from '../../schemas/generated/blocks/ShopProductListProps.ts'
import { loadShopProducts, shopCategoryTitles } from '../shared/shop/loadShopCatalogue.server.ts'
import type { ShopProductListData } from './data.ts'

/** Every product, or the products of the route's category slug (the route's enum already rejects unknown slugs). */
export const load: BlockLoader<ShopProductListProps, ShopProductListData> = async ({ context, services }) => {
  const slug = context.params.slug ?? null
  const titles = shopCategoryTitles(services)
  const data = await loadShopProducts(context, services, (item) => !slug || item.categories.includes(slug))
  return { ...data, categoryTitle: slug ? (titles[slug] ?? slug) : null }
}

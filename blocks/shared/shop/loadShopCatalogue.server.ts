import {
  DEFAULT_PACKAGE_TEXTS,
  buildPackages,
  cartProductFromAddOn,
  cartSystemFromPackage,
  formatMoney,
  isProtectionPlan,
  specificationLines,
  type Catalogue,
} from '../../../services/catalogue/index.ts'
import type { PageContextData } from '../../../runtime/PageModel.ts'
import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import type {
  ShopCatalogueMeta,
  ShopPackageSectionData,
  ShopPackagesData,
  ShopProductsData,
} from './ShopCatalogueData.ts'

/** The page's catalogue: the partner's on partner pages, else the shop's default (site-config/catalog/shop.json). */
export async function pageCatalogue(context: PageContextData, services: BlockServices): Promise<Catalogue> {
  const catalogId = context.partner?.catalogId ?? services.settings.shop.defaultCatalogId
  const catalogue = await services.catalogue.catalogue(catalogId)
  if (!catalogue) throw new Error(`no catalogue "${catalogId}" for ${context.pathname}`)
  return catalogue
}

/** The shop's category titles by slug, the brand's slug put in (`{brand}-home-xt` is `harbor-home-xt`). */
export function shopCategoryTitles(services: BlockServices): Record<string, string> {
  return Object.fromEntries(
    Object.entries(services.settings.shop.categories).map(([key, title]) => [
      key.replace('{brand}', services.settings.site.brand.slug),
      title,
    ]),
  )
}

function meta(catalogue: Catalogue, context: PageContextData): ShopCatalogueMeta {
  return {
    catalogId: catalogue.catalogId,
    leadSource: context.partner?.leadSource ?? catalogue.leadSource,
    checkoutFlow: catalogue.checkoutFlow,
  }
}

export async function loadShopPackages(context: PageContextData, services: BlockServices): Promise<ShopPackagesData> {
  const catalogue = await pageCatalogue(context, services)
  const { packages, uniquePackageFeatures } = buildPackages(catalogue.packages, {
    giftCard: context.partner?.giftCard ?? null,
    // Spec 9.4's financing terms text, from constants.json like the site's other fixed texts.
    texts: { ...DEFAULT_PACKAGE_TEXTS, financingTerms: services.settings.site.constants.financing.aprText },
  })
  const systems = Object.fromEntries(
    catalogue.packages.map((record) => [record.catalogueItemsDetail.itemId, cartSystemFromPackage(record, catalogue)]),
  )
  return { ...meta(catalogue, context), packages, uniquePackageFeatures, systems }
}

export async function loadShopProducts(
  context: PageContextData,
  services: BlockServices,
  filter: (item: Catalogue['addOnItems'][number]) => boolean = () => true,
): Promise<ShopProductsData> {
  const catalogue = await pageCatalogue(context, services)
  const products = catalogue.addOnItems.filter(filter).map((item) => ({
    product: cartProductFromAddOn(item),
    typeName: item.typeName,
    description: item.catalogueItemsDetail.productDescription ?? item.catalogueItemsDetail.baseDescription ?? '',
    specs: specificationLines(item.productSpecification),
    categories: item.categories,
    // A plan billed with the monitoring says so wherever its price shows.
    priceText: item.billing === 'monthly' ? `${formatMoney(item.listPrice)}/mo.` : formatMoney(item.listPrice),
    regularPriceText: item.regularPrice !== undefined ? formatMoney(item.regularPrice) : null,
    isProtectionPlan: isProtectionPlan(item),
  }))
  return { ...meta(catalogue, context), products }
}

/** The packages and the devices a shop link may add to a package (every add-on but panels). */
export async function loadShopPackageSection(
  context: PageContextData,
  services: BlockServices,
): Promise<ShopPackageSectionData> {
  const [packages, products] = await Promise.all([
    loadShopPackages(context, services),
    loadShopProducts(context, services, (item) => item.typeName !== 'Panel'),
  ])
  return { ...packages, addableProducts: products.products.map((item) => item.product) }
}

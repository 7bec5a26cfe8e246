/** The catalogue: source shapes (spec §3.4), the package builder (§3.4, §9.4), partner data (§3.5), cart items. */
export type * from './types.ts'
export {
  buildPackages,
  buildPackage,
  packageLine,
  monitoringLine,
  activationLine,
  type BuildPackagesOptions,
  type GiftCardOffer,
} from './buildPackages.ts'
export {
  displayedItems,
  displayedItemTitle,
  featureLine,
  featureLineForProduct,
  parseQuantity,
  sortedImages,
  visibleItemsInOrder,
} from './displayItems.ts'
export { dollars, monthlyFinancing, formatMoney, financingPlan, type FinancingPlan } from './money.ts'
export { financedPriceMismatches, type FinancedPriceMismatch } from './financedPrice.ts'
export { catalogueKeyOfPackage, slugOf, LOWEST_KEY } from './catalogueKeys.ts'
export {
  PRICE_FIELDS,
  PRICE_TOKEN,
  cataloguePrices,
  priceText,
  priceValueNames,
  type CataloguePrice,
  type PriceField,
} from './priceValues.ts'
export { packagesNamedIn, soldPackageNames } from './packageNames.ts'
export { catalogueSpecs, specificationLines, unbackedSpecs } from './specValues.ts'
export { fillCatalogueSpecs } from './fillSpecs.ts'
export { fillCataloguePrices, isCataloguePriceRef, namesCataloguePrices, type UnknownPrice } from './fillPrices.ts'
export {
  applyPricePromotions,
  isPricePromotionRunning,
  nextPriceChange,
  promotedPrices,
  promotionalPrice,
  runningPromotionIds,
  type PricePromotion,
  type PriceSchedule,
} from './pricePromotions.ts'
export {
  DEFAULT_PACKAGE_TEXTS,
  FINANCING_MINIMUM,
  FINANCING_MONTHS,
  HIDDEN_ITEM_TYPES,
  PROTECTION_PLAN_BILL_CODE,
  type PackageTexts,
} from './texts.ts'
export {
  partnerFromOptions,
  hasPartnerShop,
  type PartnerData,
  type PartnerOption,
  type CorporationRule,
} from './partnerFromOptions.ts'
export {
  cartProductFromAddOn,
  cartSystemFromPackage,
  findPackageRecord,
  isProtectionPlan,
  protectionPlanOf,
  type CartProduct,
  type CartService,
  type CartSystem,
} from './cartItems.ts'

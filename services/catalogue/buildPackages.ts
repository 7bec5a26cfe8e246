import {
  displayedItems,
  featureLine,
  featureLineForProduct,
  featureName,
  parseQuantity,
  sortedImages,
  visibleItemsInOrder,
} from './displayItems.ts'
import { dollars, financingPlan, monthlyFinancing } from './money.ts'
import { DEFAULT_PACKAGE_TEXTS, HIDDEN_ITEM_TYPES, type PackageTexts } from './texts.ts'
import type { BonusItem, BuiltPackages, PackageRecord, ShopPackage, SourceLineItem } from './types.ts'

/** A partner's gift card on one named package (partners.json giftCard; the solar partner's $400 card). */
export interface GiftCardOffer {
  packageName: string
  amount: number
  title: string
  description: string
}

export interface BuildPackagesOptions {
  texts?: PackageTexts
  giftCard?: GiftCardOffer | null
}

/**
 * Builds the shop's packages from the catalogue's package records (spec §3.4, §9.4): texts and prices
 * per package, sorted by list price (lowest first), each package's features, and the feature titles
 * across all packages for the comparison table.
 */
export function buildPackages(records: PackageRecord[], options: BuildPackagesOptions = {}): BuiltPackages {
  const texts = options.texts ?? DEFAULT_PACKAGE_TEXTS
  const packages = records
    .map((record) => buildPackage(record, texts, options.giftCard ?? null))
    .sort((a, b) => a.priceDecimal - b.priceDecimal)
  const features = Object.fromEntries(packages.map((pkg) => [pkg.id, pkg.features]))
  const seen = new Set<string>()
  const uniquePackageFeatures = packages
    .flatMap((pkg) => pkg.items.map((item) => item.typeName))
    .filter((title) => !seen.has(title) && seen.add(title))
    .map((title) => ({ title }))
  return { packages, features, uniquePackageFeatures }
}

/** The line that prices the package itself: its "Package" line, else the first line that is not a fee. */
export function packageLine(record: PackageRecord): SourceLineItem {
  const line =
    record.lineItems.find((item) => item.category === 'Package') ??
    record.lineItems.find((item) => item.category !== 'Monitoring' && !HIDDEN_ITEM_TYPES.has(item.category))
  if (!line) throw new Error(`Package "${record.catalogueInfo.name}" has no package line item`)
  return line
}

export function monitoringLine(record: PackageRecord): SourceLineItem | undefined {
  return record.lineItems.find((item) => item.category === 'Monitoring')
}

export function activationLine(record: PackageRecord): SourceLineItem | undefined {
  return record.lineItems.find((item) => item.category === 'Activation Fee')
}

export function buildPackage(
  record: PackageRecord,
  texts: PackageTexts = DEFAULT_PACKAGE_TEXTS,
  giftCard: GiftCardOffer | null = null,
): ShopPackage {
  const detail = record.catalogueItemsDetail
  const line = packageLine(record)
  const monitoring = monitoringLine(record)
  const activationPrice = activationLine(record)?.listPrice ?? 0
  const items = displayedItems(record.itemsInPackage)
  const orderedComponents = visibleItemsInOrder(record.itemsInPackage).map((item) => ({
    name: featureName(item),
    quantity: parseQuantity(item.quantity),
  }))
  const title = detail.itemName?.trim() || record.catalogueInfo.name
  const description = detail.productDescription ?? detail.baseDescription ?? ''
  const bonusItems: BonusItem[] =
    giftCard && (record.catalogueInfo.name === giftCard.packageName || title === giftCard.packageName)
      ? [{ title: giftCard.title, description: giftCard.description, amount: giftCard.amount }]
      : []
  const features = [...orderedComponents.map((c) => featureLine(c.name, c.quantity)), ...bonusItems.map((b) => b.title)]
  return {
    id: detail.itemId,
    title,
    description,
    productSubheading: description,
    imageUrl: sortedImages(record.catalogueItemImages?.records)[0]?.url ?? detail.itemImageURl ?? null,
    features,
    featuresDisplayProduct: [
      ...orderedComponents.map((c) => featureLineForProduct(c.name, c.quantity)),
      ...bonusItems.map((b) => b.title),
    ],
    financing: monthlyFinancing(line.negotiatedListPrice),
    financingTerms: texts.financingTerms,
    price: dollars(line.listPrice),
    priceDecimal: line.listPrice,
    // Every card states the whole price (issue 25): monitoring per month wherever the package has a paid
    // Monitoring line. Spec §9.4 printed "Free" here when the activation fee is zero, which hid a monthly
    // charge the buyer pays; the cart and order have always charged it.
    contract: monitoring && monitoring.listPrice > 0 ? `${dollars(monitoring.listPrice)}/mo.` : texts.free,
    // The activation fee is charged once: the spec's "/mo." would misstate it, so it says "one-time".
    proInstall: activationPrice !== 0 ? `${dollars(activationPrice)} ${texts.oneTime}` : texts.free,
    monitoringPrice: monitoring && monitoring.listPrice > 0 ? monitoring.listPrice : null,
    installationPrice: activationPrice,
    regularPrice: regularPriceOf(line),
    financingPlan: financingPlan(line),
    isBestSeller: false,
    selectedPackageItemId: detail.itemId,
    discountAmountText: line.discountAmountText ?? null,
    promotionMonths: line.promotionMonths ?? null,
    qualifyingForFinancing: line.qualifyingForFinancing ?? false,
    negotiatedpricing: line.negotiatedListPrice ?? 0,
    linedescription: line.linedescription ?? null,
    packageFeatures: line.packageFeatures ?? features.join(';'),
    basedescription: detail.baseDescription ?? null,
    productFeatureDescription: line.productFeatureDescription ?? null,
    items,
    bonusItems,
  }
}

/**
 * The price struck through beside a package's: a declared promotion's regular price, else the price the catalogue's
 * own saving ("Save $17.50", a partner's discount) is taken from, listPrice + saving, so a saving is never shown
 * without what it is saved from (rater, second walkthrough item 9). Null when there is neither.
 */
function regularPriceOf(line: SourceLineItem): string | null {
  const saving = savingOf(line)
  return saving > 0 ? dollars(Math.round((line.listPrice + saving) * 100) / 100) : null
}

/**
 * What a package line saves: a declared promotion's regular price less its price, else the catalogue's own saving
 * ("Save $17.50", a partner's discount); 0 when neither.
 */
export function savingOf(line: SourceLineItem): number {
  if (line.regularPrice !== undefined && line.regularPrice > line.listPrice)
    return Math.round((line.regularPrice - line.listPrice) * 100) / 100
  const saving = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)/.exec(line.discountAmountText ?? '')
  return saving ? Number(saving[1]!.replace(/,/g, '')) : 0
}

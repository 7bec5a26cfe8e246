import type { SiteRuntime } from '../SiteRuntime.ts'
import {
  type Catalogue,
  type CataloguePrice,
  PRICE_TOKEN,
  cataloguePrices,
  financedPriceMismatches,
  formatMoney,
  isPricePromotionRunning,
  packagesNamedIn,
  promotedPrices,
  soldPackageNames,
} from '../../services/catalogue/index.ts'
import { chicagoInstant, describeChicagoTime } from '../../services/schedule/index.ts'
import { type TypedMoney, backedAmounts, cents, typedMoneyIn } from './typedMoney.ts'
import { type CataloguePageRule, forEachPageText, perCatalogue, walkConfigTexts } from './cataloguePages.ts'
import { CATALOGUE_FILES_DIR } from './checkPartnerReferences.ts'
import { type IssueSink, LAYOUTS_FILE, PRICE_PROMOTIONS_FILE, reportingOnce } from './IssueSink.ts'

/** The catalogues config texts are checked against: the local catalogue files and the shop's default id. */
export interface PriceCatalogues {
  defaultCatalogId: string
  byId: ReadonlyMap<string, Catalogue>
}

/**
 * The price rule, beside the claims rules: every page as visitors see it (each partner page and query
 * value) is read with its own catalogue (checkCataloguePages), and a block prop, meta or layout text fails at its
 * file:line when
 * - it names a catalogue value its page's catalogue does not have ({{price.video-package.installation}}
 *   on a partner page whose catalogue has no Video Package);
 * - it names a package its page's catalogue does not sell ("the Smart Home, Video and Complete packages" on a
 *   partner page whose catalogue has no Complete Package);
 * - it types an amount per month ("$29.99/mo.") or the price of something the catalogue sells ("$229.99",
 *   a price object's "amount") instead of naming the catalogue value, unless it is a declared promotion's price.
 * Amounts that are not prices of what the catalogue sells (a $400 gift card, $1 million of insurance) stay free text.
 */
export function checkPrices(runtime: SiteRuntime, catalogues: PriceCatalogues, report: IssueSink): CataloguePageRule {
  const backed = backedAmounts(catalogues.byId.values(), runtime.config.pricePromotions.promotions)
  const pricesFor = perCatalogue(cataloguePrices)
  // Every package any catalogue sells, by its short name: a text naming one its page's catalogue lacks is untrue there.
  const packageNames = [...new Set([...catalogues.byId.values()].flatMap(soldPackageNames))]
  const soldPackagesFor = perCatalogue((catalogue) => new Set(soldPackageNames(catalogue)))
  const once = reportingOnce(report)

  return ({ url, page, catalogId, catalogue }) => {
    const prices = pricesFor(catalogue)
    const packagesHere = soldPackagesFor(catalogue)
    const checkText = (text: string, file: string, at: Array<string | number>) => {
      for (const named of packagesNamedIn(text, packageNames))
        if (!packagesHere.has(named)) once(file, at, unsoldPackageMessage(named, catalogId, packagesHere, url), text)
      for (const match of text.matchAll(PRICE_TOKEN)) {
        const name = `${match[1]}.${match[2]}`
        if (!prices.has(name)) once(file, at, unknownValueMessage(name, catalogId, prices, url), text)
      }
      for (const money of typedMoneyIn(text, backed)) once(file, at, typedMoneyMessage(money), text)
    }
    const checkPriceObject = (price: Record<string, unknown>, file: string, at: Array<string | number>) => {
      if (typeof price.catalogue === 'string') {
        if (!prices.has(price.catalogue))
          once(
            file,
            [...at, 'catalogue'],
            unknownValueMessage(price.catalogue, catalogId, prices, url),
            price.catalogue,
          )
        return
      }
      // A price object is a price: an amount typed into one is backed by nothing but the editor's memory.
      const amount = typeof price.amount === 'number' ? price.amount : null
      if (amount === null) return
      if (price.period === 'once')
        once(file, [...at, 'amount'], typedPriceMessage(`$${amount}`, backed.sold.get(cents(amount)) ?? []), amount)
      else once(file, [...at, 'amount'], typedMonthlyMessage(`$${amount}`), amount)
    }
    // A price object is read whole; every other text on its own.
    const priceObject = (value: object, file: string, at: Array<string | number>) => {
      if (at.at(-1) !== 'price' || !('amount' in value || 'catalogue' in value)) return false
      checkPriceObject(value, file, at)
      return true
    }
    // A price object explained field by field ("price.amount", "price.period") is put back together.
    const split = new Map<string, { fields: Record<string, unknown>; file: string; at: Array<string | number> }>()
    page.blocks.forEach((block, b) => {
      for (const item of block.props) {
        const field = /^((?:.+\.)?price)\.(\w+)$/.exec(item.name)
        if (!field || !item.origin.file || item.origin.layer === 'computed') continue
        const key = `${b}|${field[1]}`
        const parts = split.get(key) ?? { fields: {}, file: item.origin.file, at: item.origin.at.slice(0, -1) }
        parts.fields[field[2]!] = item.value
        if (field[2] === 'amount' || field[2] === 'catalogue')
          Object.assign(parts, { file: item.origin.file, at: item.origin.at.slice(0, -1) })
        split.set(key, parts)
      }
    })
    for (const { fields, file, at } of split.values())
      if ('amount' in fields || 'catalogue' in fields) checkPriceObject(fields, file, at)
    forEachPageText(page, checkText, undefined, priceObject)
    const layoutName = String(page.layout.value)
    const layout = runtime.config.layouts.layouts[layoutName]
    for (const part of ['header', 'footer'] as const)
      layout?.[part].forEach((block, b) =>
        walkConfigTexts(
          block.props ?? {},
          LAYOUTS_FILE,
          ['layouts', layoutName, part, b, 'props'],
          checkText,
          priceObject,
        ),
      )
  }
}

/**
 * Each declared promotion names something a catalogue sells, lowers its price, and has a window that can
 * run; one that has ended is a warning (it no longer changes any price, but still sits in the config).
 */
export function checkPricePromotions(
  runtime: SiteRuntime,
  catalogues: PriceCatalogues,
  now: number,
  report: IssueSink,
  warn: IssueSink,
): void {
  runtime.config.pricePromotions.promotions.forEach((promotion, p) => {
    const at = ['promotions', p]
    const ids = promotion.catalogues ?? [...catalogues.byId.keys()]
    promotion.catalogues?.forEach((id, c) => {
      if (!catalogues.byId.has(id))
        report(
          PRICE_PROMOTIONS_FILE,
          [...at, 'catalogues', c],
          `unknown catalogue; expected one of ${[...catalogues.byId.keys()].join(', ')}`,
          id,
        )
    })
    const named = promotion.item ?? promotion.category
    const field = promotion.item !== undefined ? 'item' : 'category'
    const lines = ids.flatMap((id) => {
      const catalogue = catalogues.byId.get(id)
      return catalogue ? promotedPrices(promotion, catalogue) : []
    })
    if ((promotion.item === undefined) === (promotion.category === undefined)) {
      report(
        PRICE_PROMOTIONS_FILE,
        at,
        'name what it discounts with either "item" or "category", not both',
        promotion.id,
      )
    } else if ((promotion.price === undefined) === (promotion.percentOff === undefined)) {
      report(
        PRICE_PROMOTIONS_FILE,
        at,
        'write either the promotional "price" or a "percentOff", not both',
        promotion.id,
      )
    } else if (!lines.length) {
      report(
        PRICE_PROMOTIONS_FILE,
        [...at, field],
        field === 'item'
          ? `no catalogue sells "${named}"; name a device slug or a package's name as a slug (starter-package)`
          : `no catalogue lists a device under "${named}"; name a category of the shop (security-cameras, sensors-devices, home-automation)`,
        named,
      )
    } else if (promotion.price !== undefined && lines.some((line) => line.regular <= promotion.price!)) {
      const lowest = Math.min(...lines.map((line) => line.regular))
      report(
        PRICE_PROMOTIONS_FILE,
        [...at, 'price'],
        `a promotion lowers the price; "${named}" sells for $${lowest.toFixed(2)}`,
        promotion.price,
      )
    }
    const { startsAt, endsAt } = promotion.schedule
    const from = startsAt === undefined ? null : chicagoInstant(startsAt, 'start')
    const until = endsAt === undefined ? null : chicagoInstant(endsAt, 'end')
    if ((startsAt !== undefined && from === null) || (endsAt !== undefined && until === null))
      report(
        PRICE_PROMOTIONS_FILE,
        [...at, 'schedule'],
        'not a real date or time in America/Chicago',
        promotion.schedule,
      )
    else if (from !== null && until !== null && from >= until)
      report(PRICE_PROMOTIONS_FILE, [...at, 'schedule', 'startsAt'], 'starts after it ends', startsAt)
    else if (until !== null && until <= now && !isPricePromotionRunning(promotion, now))
      warn(
        PRICE_PROMOTIONS_FILE,
        [...at, 'schedule', 'endsAt'],
        `this promotion ended ${describeChicagoTime(until - 60_000)} and no longer changes any price; remove it`,
        endsAt,
      )
  })
}

/** What config:check says of a figure typed into a block prop, meta or layout text. */
export function typedMoneyMessage(money: TypedMoney): string {
  if (money.kind === 'monthly') return typedMonthlyMessage(money.typed)
  if (money.kind === 'sold') return typedPriceMessage(money.typed, money.names)
  return `"${money.typed}" is a price of a ${money.device} typed by hand, and no catalogue sells one at that price; name the catalogue value of the device meant ({{price.flood-sensor.equipment}}), or leave the figure out`
}

function typedMonthlyMessage(typed: string): string {
  return `"${typed}" is a price per month typed by hand; name the catalogue value instead, e.g. {{price.starter-package.monitoring}} or {{price.lowest.monitoring}} in a text, "catalogue": "starter-package.monitoring" in a price, or declare a promotion in ${PRICE_PROMOTIONS_FILE}`
}

function typedPriceMessage(typed: string, names: string[]): string {
  const sample = names.slice(0, 3).map((name) => `{{price.${name}}}`)
  const what = sample.length
    ? `the price of something the catalogue sells (${sample.join(', ')}${names.length > 3 ? ', …' : ''})`
    : 'a price'
  return `"${typed}" is ${what} typed by hand; name the catalogue value instead ("catalogue": "smart-lock.equipment" in a price, {{price.smart-lock.equipment}} in a text), or declare a promotion in ${PRICE_PROMOTIONS_FILE}`
}

function unsoldPackageMessage(named: string, catalogId: string, sold: ReadonlySet<string>, url: string): string {
  return `names the ${named} Package, which catalogue ${catalogId} (the catalogue of ${url}) does not sell; it sells ${[...sold].join(', ')}: name only the packages it sells`
}

function unknownValueMessage(
  name: string,
  catalogId: string,
  prices: ReadonlyMap<string, CataloguePrice>,
  url: string,
): string {
  const key = name.split('.')[0]!
  const sameKey = [...prices.keys()].filter((known) => known.startsWith(`${key}.`))
  const known = sameKey.length
    ? `it has ${sameKey.join(', ')}`
    : `its keys are ${[...new Set([...prices.keys()].map((known) => known.split('.')[0]))].join(', ')}`
  return `no catalogue value "${name}" in catalogue ${catalogId} (the catalogue of ${url}); ${known}`
}

/**
 * A package whose financed (negotiated) price is not the price the cart charges: the card's financing figure then
 * adds up to an amount the buyer never pays (services/catalogue financedPriceMismatches). A warning, not an error:
 * the card names the financed amount, so nothing it says is false; the catalogue should still be put right.
 */
export function warnFinancedPrices(catalogues: PriceCatalogues, warn: IssueSink): void {
  for (const [id, catalogue] of catalogues.byId)
    for (const mismatch of financedPriceMismatches(catalogue))
      warn(
        `${CATALOGUE_FILES_DIR}/${id}.json`,
        mismatch.path,
        `the financed price (negotiatedListPrice ${formatMoney(mismatch.negotiatedListPrice)}) differs from the price the cart charges (listPrice ${formatMoney(mismatch.listPrice)}): the card's "48 payments of" figure adds up to the financed price, not the price the cart charges; make them equal`,
        mismatch.negotiatedListPrice,
      )
}

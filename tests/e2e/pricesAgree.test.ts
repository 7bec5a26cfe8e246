import { describe, expect, it } from 'vitest'
import { realSite } from '../support/realSite.ts'
import { sitePaths } from '../support/sitePaths.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { readPricePromotions } from '../../server/catalogue/promotedCatalogue.server.ts'
import { repoRoot } from '../support/fixtureSite.ts'
import { forEachServedPage } from './support/servedPages.ts'
import {
  type Catalogue,
  applyPricePromotions,
  cataloguePrices,
  catalogueKeyOfPackage,
  packageLine,
} from '../../services/catalogue/index.ts'

/** One thing the catalogue sells, by the name pages show it under, and every figure a page may quote for it. */
interface Sold {
  name: string
  figures: Set<string>
}

const MONEY = /\$\d[\d,]*(?:\.\d{2})?/g
const PER_MONTH = /(\$\d[\d,]*(?:\.\d{2})?)\s*(?:\/\s*mo\b|per month|a month)/gi
const cents = (figure: string) => Math.round(Number(figure.replace(/[$,]/g, '')) * 100)
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** What each package and device of a catalogue may be quoted at, with the promotions running now. */
function soldIn(source: Catalogue): { sold: Sold[]; monthly: Set<number> } {
  const catalogue = applyPricePromotions(source, readPricePromotions(repoRoot), Date.now())
  const prices = cataloguePrices(catalogue)
  const figuresOf = (key: string, extra: number[] = []) => {
    const figures = new Set<string>()
    for (const [name, price] of prices) {
      if (!name.startsWith(`${key}.`)) continue
      figures.add(String(cents(String(price.amount))))
      if (price.regular !== undefined) figures.add(String(cents(String(price.regular))))
    }
    for (const amount of extra) figures.add(String(Math.round(amount * 100)))
    return figures
  }
  const sold: Sold[] = [
    ...catalogue.packages.map((record) => ({
      name: record.catalogueItemsDetail.itemName ?? record.catalogueInfo.name,
      // The financing line quotes the negotiated price its monthly figure is computed from, and a partner
      // catalogue's own saving text ("Save $35.00") is the catalogue's word.
      figures: figuresOf(catalogueKeyOfPackage(record), [
        packageLine(record).negotiatedListPrice ?? 0,
        ...(packageLine(record).discountAmountText?.match(MONEY) ?? []).map((f) => cents(f) / 100),
        // …and the regular price that saving is from, struck through beside the price (listPrice + saving).
        ...(packageLine(record).discountAmountText?.match(MONEY) ?? []).map(
          (f) => (Math.round(packageLine(record).listPrice * 100) + cents(f)) / 100,
        ),
      ]),
    })),
    ...catalogue.addOnItems.map((item) => ({
      name: item.catalogueItemsDetail.itemName ?? item.typeName,
      figures: figuresOf(item.slug),
    })),
  ]
  const monthly = new Set(
    [...prices.values()].filter((p) => p.period === 'month').map((p) => Math.round(p.amount * 100)),
  )
  return { sold, monthly }
}

/** The catalogue item a card heading names: the longest catalogue name it contains or that contains it. */
function itemNamed(heading: string, sold: Sold[]): Sold | undefined {
  const text = ` ${normal(heading)} `
  return sold
    .filter((item) => {
      const name = ` ${normal(item.name)} `
      return text.includes(name) || name.includes(text)
    })
    .sort((a, b) => b.name.length - a.name.length)[0]
}

describe('every price on every page agrees with its catalogue (issue 25)', () => {
  it(
    'quotes each package and device at its catalogue figures, and every amount per month is a catalogue one',
    { timeout: 600_000 },
    async () => {
      const runtime = realSite()
      const catalogues = localPriceCatalogues(repoRoot)!
      const bySource = new Map([...catalogues.byId].map(([id, catalogue]) => [id, soldIn(catalogue)]))
      const contradictions: string[] = []
      let cardsRead = 0
      // The partner of each page the site serves (200), whose catalogue its prices come from.
      const partners = new Map(
        sitePaths(runtime).flatMap(({ url }) => {
          const page = runtime.resolve(url)
          return page.status === 200 ? [[url, page.context.partner] as const] : []
        }),
      )
      await forEachServedPage(partners.keys(), (url, document) => {
        const partner = partners.get(url)
        const catalogId = partner?.catalogId ?? catalogues.defaultCatalogId
        const { sold, monthly } = bySource.get(catalogId)!
        const main = document.querySelector('main') ?? document.body
        for (const heading of main.querySelectorAll('h2, h3')) {
          const item = itemNamed(heading.textContent ?? '', sold)
          const card = heading.closest('article, li')
          if (!item || !card) continue
          cardsRead++
          // A partner's gift card is shown on the package it comes with (partners.json giftCard); it is no price.
          const giftCard = partner?.giftCard?.amount
          for (const figure of (card.textContent ?? '').match(MONEY) ?? [])
            if (!item.figures.has(String(cents(figure))) && cents(figure) !== Math.round((giftCard ?? -1) * 100))
              contradictions.push(
                `${url}: "${heading.textContent}" quotes ${figure}; ${catalogId} sells it at other figures`,
              )
        }
        for (const match of (main.textContent ?? '').matchAll(PER_MONTH))
          if (!monthly.has(cents(match[1]!)))
            contradictions.push(`${url}: "${match[0]}" is no monthly figure of ${catalogId}`)
      })
      expect(contradictions).toEqual([])
      // The cards of /, /shop, the device pages and the partner shops: the test must have read them.
      expect(cardsRead).toBeGreaterThan(50)
    },
  )
})

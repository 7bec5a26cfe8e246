import { packageLine, savingOf } from '../catalogue/buildPackages.ts'
import type { Catalogue } from '../catalogue/types.ts'

/** A priced line of an order as it names what it sold: the catalogue's NetSuite id and the unit price charged. */
export interface PricedLine {
  netsuiteId: string
  price: number
}

/** The regular unit price of a line a declared promotion lowered, or null when none did. */
export type RegularPriceOf = (line: PricedLine) => number | null

const cents = (amount: number) => Math.round(amount * 100)
const keyOf = (netsuiteId: string, price: number) => `${netsuiteId}@${cents(price)}`

/**
 * Where the order page finds the regular price it strikes through beside a promoted one. The order cannot tell it:
 * spec §7.4 gives the add-ons of variants (b)–(d) no discountPerUnit and fixes the package's at null; the field is
 * on spec §3.8's Order items only (a package's devices, the DIY bundle's), which the package price pays for, so a
 * device's promotion takes nothing off them (their discountPerUnit stays 0). So the regular price is the server's
 * catalogues' (applyPricePromotions decides it and keeps the old price as regularPrice only when the promotion
 * lowers it), never the browser's: a line is struck through when one of `catalogues` sells its item at exactly
 * the line's price while a promotion runs (a package also by its catalogue's own saving, as its card strikes it: a
 * partner's price). Once the promotion has ended, the order's price shows alone.
 * The first catalogue to sell the item at that price wins (the shop's own, then the partners'); when another sells
 * it at that price as its regular one, the order may be from there, so nothing is struck (no saving is claimed
 * that the buyer may not have had).
 */
export function regularPriceLookup(catalogues: readonly Catalogue[]): RegularPriceOf {
  const regular = new Map<string, number>()
  const unpromoted = new Set<string>()
  const note = (netsuiteId: string, price: number, regularPrice: number | undefined) => {
    const key = keyOf(netsuiteId, price)
    if (regularPrice === undefined || regularPrice <= price) unpromoted.add(key)
    else if (!regular.has(key)) regular.set(key, regularPrice)
  }
  for (const catalogue of catalogues) {
    for (const item of catalogue.addOnItems) note(item.netsuiteId, item.listPrice, item.regularPrice)
    // A package's regular price is the one its card and the cart strike: a declared promotion's, else the price its
    // catalogue's own saving (a partner's "Save $17.50") is taken from (buildPackages savingOf: seventh walkthrough E3).
    for (const record of catalogue.packages) {
      const line = packageLine(record)
      const saving = savingOf(line)
      note(line.netsuiteId, line.listPrice, saving > 0 ? (cents(line.listPrice) + cents(saving)) / 100 : undefined)
    }
  }
  return ({ netsuiteId, price }) => {
    const key = keyOf(netsuiteId, price)
    return unpromoted.has(key) ? null : (regular.get(key) ?? null)
  }
}

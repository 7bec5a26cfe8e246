import type { Catalogue } from './types.ts'
import { packageLine } from './buildPackages.ts'
import { financingPlan } from './money.ts'

/** Where the line a package card finances has a negotiated price that is not the price the cart charges for it. */
export interface FinancedPriceMismatch {
  /** JSON path in the catalogue: packages, index, lineItems, index. */
  path: (string | number)[]
  listPrice: number
  negotiatedListPrice: number
}

/**
 * Spec 9.4 computes the financing figure from negotiatedListPrice, while the cart and the order charge listPrice.
 * When the two differ, the card's "48 payments of $X/mo." adds up to a price the buyer is never charged and the
 * financing terms ("the monthly price shown is the purchase price divided by 48") are untrue for it; the card then
 * names the financed amount, and config:check warns so the catalogue can be put right.
 */
export function financedPriceMismatches(catalogue: Catalogue): FinancedPriceMismatch[] {
  const found: FinancedPriceMismatch[] = []
  catalogue.packages.forEach((record, p) => {
    // Only the line a card finances: the package line, when it qualifies and reaches the financing minimum.
    const line = packageLine(record)
    if (!financingPlan(line) || line.negotiatedListPrice === line.listPrice) return
    found.push({
      path: ['packages', p, 'lineItems', record.lineItems.indexOf(line), 'negotiatedListPrice'],
      listPrice: line.listPrice,
      negotiatedListPrice: line.negotiatedListPrice!,
    })
  })
  return found
}

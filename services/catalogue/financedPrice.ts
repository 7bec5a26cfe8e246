import type { Catalogue } from './types.ts'

/** Where a package line's financed (negotiated) price is not the price the cart charges for it. */
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
  catalogue.packages.forEach((record, p) =>
    record.lineItems.forEach((line, l) => {
      if (line.negotiatedListPrice !== null && line.negotiatedListPrice !== line.listPrice)
        found.push({
          path: ['packages', p, 'lineItems', l, 'negotiatedListPrice'],
          listPrice: line.listPrice,
          negotiatedListPrice: line.negotiatedListPrice,
        })
    }),
  )
  return found
}

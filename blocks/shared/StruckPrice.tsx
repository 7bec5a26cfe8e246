import type { CSSProperties, ReactNode } from 'react'

// No import of price.ts here: the package cards /shop hydrates as it opens draw this, and price.ts (its number
// formats) would join their first load; the amounts come formatted (regularPriceText in price.ts for numbers).

/** The words a struck price is read with, from the block's props (its schema defaults "Regular price" and "now"). */
export interface StruckPriceLabels {
  /** Read before the struck-through regular price. */
  regularPriceLabel: string
  /** Read between the regular price and the price paid. */
  nowLabel: string
}

/**
 * A price a declared promotion lowered (issue 25): the regular one struck through before it, and read as one
 * sentence, "Regular price $199.99, now $179.99". The struck figure itself is hidden from assistive technology,
 * which would otherwise hear two prices and not which one is paid. `children` is the price as shown, read after
 * the sentence; with no `regularPrice` (nothing higher to strike: price.ts regularPriceText) it shows alone.
 * Every struck price of the site (shop, cart, order page, package cards) is this one, so they read alike;
 * PriceDisplay, whose split-up figure is hidden from screen readers whole, uses its parts (struckPriceWords,
 * StruckFigure).
 */
export function StruckPrice({
  regularPrice,
  labels,
  struckStyle,
  children,
}: {
  /** The regular price as shown ("$199.99"), or null while no promotion lowers it. */
  regularPrice: string | null
  labels: StruckPriceLabels
  /** The struck figure's size and spacing where it sits (a package card's is smaller than its price). */
  struckStyle?: CSSProperties
  children: ReactNode
}) {
  if (regularPrice === null) return <>{children}</>
  return (
    <>
      <span className="visually-hidden">{struckPriceWords(labels, regularPrice)}</span>
      <StruckFigure regularPrice={regularPrice} style={struckStyle} />
      {children}
    </>
  )
}

/** What is read before the price paid: "Regular price $199.99, now ". */
export function struckPriceWords(labels: StruckPriceLabels, regularPrice: string): string {
  return `${labels.regularPriceLabel} ${regularPrice}, ${labels.nowLabel} `
}

/** The struck-through regular price as drawn, hidden from screen readers (they hear struckPriceWords instead). */
export function StruckFigure({ regularPrice, style }: { regularPrice: string; style?: CSSProperties }) {
  return (
    <s data-regular-price="" aria-hidden="true" style={{ fontWeight: 400, marginRight: '0.4rem', ...style }}>
      {regularPrice}
    </s>
  )
}

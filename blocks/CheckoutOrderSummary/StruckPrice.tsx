import type { ReactNode } from 'react'
import { formatMoney } from '../../services/catalogue/index.ts'
import { isReducedPrice } from '../shared/price.ts'

/**
 * An amount a declared promotion lowered: the regular one struck through before it, as the cart draws it
 * (ItemPrice), and read as one sentence, "Regular price $199.99, now $179.99": the struck figure itself is hidden
 * from assistive technology, which would otherwise hear two prices and not which one is paid. `children` is the
 * amount as shown; with no regular amount above `amount` (isReducedPrice) it shows alone.
 */
export function StruckPrice({
  amount,
  regularAmount,
  regularPriceLabel,
  nowLabel,
  children,
}: {
  amount: number
  regularAmount: number | undefined
  regularPriceLabel: string
  nowLabel: string
  children: ReactNode
}) {
  const price = { amount, previousAmount: regularAmount }
  if (!isReducedPrice(price)) return <>{children}</>
  const regular = formatMoney(price.previousAmount)
  return (
    <>
      <span className="visually-hidden">{`${regularPriceLabel} ${regular}, ${nowLabel} `}</span>
      <s data-regular-price="" aria-hidden="true" style={{ fontWeight: 400, marginRight: '0.4rem' }}>
        {regular}
      </s>
      {children}
    </>
  )
}

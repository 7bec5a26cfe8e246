import { css, useTheme } from '@emotion/react'
import { accessiblePriceText, formatMoney, isReducedPrice, priceParts, type PriceInput } from './price.ts'

interface PriceDisplayProps extends PriceInput {
  /** Small words before the price, e.g. "Starting at". */
  lead?: string
  /** Light text on a dark background. */
  inverse?: boolean
}

/**
 * Currency, whole value, cents and period drawn at different sizes, with the earlier price struck
 * through. The visual parts are hidden from assistive technology, which reads one plain sentence.
 */
export function PriceDisplay({ lead, inverse = false, ...price }: PriceDisplayProps) {
  const theme = useTheme()
  const { symbol, whole, cents, periodSuffix } = priceParts(price.amount, price.currency, price.period)
  const sup = css`font-size: 0.45em; vertical-align: 0.9em; font-weight: 700;`
  return (
    <p data-price css={css`margin: 0.5rem 0; color: ${inverse ? '#fff' : theme.palette.darkblue}; line-height: 1;`}>
      <span className="visually-hidden">
        {lead ? `${lead} ` : ''}
        {accessiblePriceText(price)}
      </span>
      <span aria-hidden="true" css={css`display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem;`}>
        {lead && <span css={css`font-size: 0.9rem; font-weight: 600;`}>{lead}</span>}
        {isReducedPrice(price) && (
          <s data-previous-price css={css`font-size: 1rem; opacity: 0.8;`}>
            {formatMoney(price.previousAmount, price.currency)}
          </s>
        )}
        <span css={css`font-size: 2.5rem; font-weight: 800; white-space: nowrap;`}>
          <span css={sup}>{symbol}</span>
          {whole}
          <span css={sup}>.{cents}</span>
          {periodSuffix && <span css={css`font-size: 0.4em; font-weight: 600;`}>{periodSuffix}</span>}
        </span>
      </span>
    </p>
  )
}

import { css, useTheme } from '@emotion/react'
import { accessiblePriceText, formatMoney, isReducedPrice, priceParts, type PriceInput } from './price.ts'
import { StruckFigure, type StruckPriceLabels } from './StruckPrice.tsx'

/** Drawn in the price's own flex row (its gap spaces it), smaller and lighter than the price. */
const STRUCK_STYLE = { fontSize: '1rem', opacity: 0.8, fontWeight: 'inherit', marginRight: 0 } as const

interface PriceDisplayProps extends PriceInput, StruckPriceLabels {
  /** Small words before the price, e.g. "Starting at". */
  lead?: string
  /** Small words after the price, e.g. "(save $17.50)". */
  note?: string
  /** Light text on a dark background. */
  inverse?: boolean
}

/**
 * Currency, whole value, cents and period drawn at different sizes, with the earlier price struck
 * through. The visual parts are hidden from assistive technology, which reads one plain sentence.
 */
export function PriceDisplay({
  lead,
  note,
  inverse = false,
  regularPriceLabel,
  nowLabel,
  ...price
}: PriceDisplayProps) {
  const theme = useTheme()
  const { symbol, whole, cents, periodSuffix } = priceParts(price.amount, price.currency, price.period)
  const sup = css`font-size: 0.45em; vertical-align: 0.9em; font-weight: 700;`
  return (
    <p data-price css={css`margin: 0.5rem 0; color: ${inverse ? '#fff' : theme.palette.darkblue}; line-height: 1;`}>
      <span className="visually-hidden">
        {lead ? `${lead} ` : ''}
        {accessiblePriceText(price, { regularPriceLabel, nowLabel })}
        {note ? ` ${note}` : ''}
      </span>
      <span aria-hidden="true" css={css`display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem;`}>
        {lead && <span css={css`font-size: 0.9rem; font-weight: 600;`}>{lead}</span>}
        {isReducedPrice(price) && (
          <StruckFigure regularPrice={formatMoney(price.previousAmount, price.currency)} style={STRUCK_STYLE} />
        )}
        <span css={css`font-size: 2.5rem; font-weight: 800; white-space: nowrap;`}>
          <span css={sup}>{symbol}</span>
          {whole}
          <span css={sup}>.{cents}</span>
          {periodSuffix && <span css={css`font-size: 0.4em; font-weight: 600;`}>{periodSuffix}</span>}
        </span>
        {note && <span css={css`font-size: 0.9rem; font-weight: 600;`}>{note}</span>}
      </span>
    </p>
  )
}

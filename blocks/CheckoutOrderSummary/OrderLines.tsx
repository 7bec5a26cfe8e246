import { css, useTheme } from '@emotion/react'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { OrderSummaryLine } from '../../services/checkout/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import type { CheckoutOrderSummaryData } from './data.ts'
import { regularPriceText } from '../shared/price.ts'
import { StruckPrice } from '../shared/StruckPrice.tsx'
import { SalesTaxNote } from '../shared/checkoutNotes/SalesTaxNote.tsx'

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.6rem 0;
  border-bottom: 1px solid #d1d5db;
  /* The words take the room; the amount keeps to the right, or wraps under them on a narrow screen. */
  & > div {
    flex: 1 1 12rem;
  }
`
const amount = css`
  font-weight: 700;
  white-space: nowrap;
`
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

/**
 * What the order holds, as a hosted checkout shows it: each line with its quantity, unit price and line total
 * (a package lists what it includes; one-time services such as the installation are lines), shipping with why an
 * installed system ships, the subtotal as the order gives it (this page never recomputes a total), and the
 * monthly charges (the monitoring), which are not in it.
 */
export function OrderLines({
  props,
  data,
  headingId,
}: {
  props: CheckoutOrderSummaryProps
  data: CheckoutOrderSummaryData
  headingId: string
}) {
  const money = (value: number) => (value === 0 ? props.freeLabel : formatMoney(value))
  // A line a declared promotion lowered strikes its regular total (and each price) through before its own, as the
  // cart does.
  const lineTotal = (line: OrderSummaryLine) =>
    line.lineTotal !== null && (
      <span css={amount}>
        <span css={visuallyHidden}>{props.lineTotalLabel} </span>
        <StruckPrice
          regularPrice={regularPriceText(
            line.lineTotal,
            line.regularUnitPrice === undefined ? undefined : line.regularUnitPrice * line.quantity,
          )}
          labels={props}
        >
          <span data-testid="order-line-total">{money(line.lineTotal)}</span>
        </StruckPrice>
      </span>
    )
  return (
    <>
      <h2 id={headingId} css={css`font-size: 1.3rem; margin: 1rem 0 0.25rem;`}>
        {props.itemsHeading}
      </h2>
      <ul data-testid="order-lines" css={css`list-style: none; padding: 0; margin: 0;`}>
        {data.lines.map((line, index) => (
          <li key={`${line.name}-${index}`} data-testid="order-line" css={row}>
            <div>
              <strong>{line.name || props.bundleName}</strong>
              <span css={detailCss}>
                {/* Read as one sentence ("Complete Package — Quantity: 1 — $1,399.99 each", a promoted one "…
                    — Regular price $199.99, now $179.99 each"); drawn on two lines. */}
                <span css={visuallyHidden}> — </span>
                {props.quantityLabel} <span data-testid="order-line-quantity">{line.quantity}</span>
                {line.unitPrice !== null && line.unitPrice > 0 && (
                  <>
                    {' '}
                    — {/* The prices and "each" wrap as one: never "each" alone on a narrow screen's next line. */}
                    <span css={css`white-space: nowrap;`}>
                      <StruckPrice
                        regularPrice={regularPriceText(line.unitPrice, line.regularUnitPrice)}
                        labels={props}
                      >
                        <span data-testid="order-line-each">{formatMoney(line.unitPrice)}</span>
                      </StruckPrice>{' '}
                      {props.eachLabel}
                    </span>
                  </>
                )}
              </span>
              {line.kind === 'service' && line.unitPrice === 0 && (
                <p data-testid="order-line-free-note" css={smallCss}>
                  {props.freeServiceNote}
                </p>
              )}
              {line.included.length > 0 && (
                <div css={smallCss}>
                  {props.includedLabel}{' '}
                  <ul css={includedCss}>
                    {line.included.map((item) => (
                      <li key={item.name}>
                        {item.name}
                        {item.quantity > 1 ? ` x${item.quantity}` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
            {lineTotal(line)}
          </li>
        ))}
      </ul>
      {data.shipping && (
        <div data-testid="order-shipping" css={row}>
          <div>
            {props.shippingLabel} {data.shipping}
            <p css={smallCss}>{fillTemplate(props.shippingNote, { shipping: data.shipping })}</p>
          </div>
          <span css={amount}>{money(data.shippingPrice)}</span>
        </div>
      )}
    </>
  )
}

/** What the promotions took off the order ("You save $20.00"), or null when nothing: the open and collapsed summary's. */
export const orderSavingText = (props: CheckoutOrderSummaryProps, data: CheckoutOrderSummaryData): string | null =>
  data.saving > 0 ? fillTemplate(props.savingText, { saving: formatMoney(data.saving) }) : null

/** The order's subtotal as the order gives it (never recomputed here), and the monthly charges that are not in it. */
export function OrderTotals({ props, data }: { props: CheckoutOrderSummaryProps; data: CheckoutOrderSummaryData }) {
  const theme = useTheme()
  const saving = orderSavingText(props, data)
  return (
    <>
      <p css={css`margin: 0.5rem 0; font-size: 1.35rem; display: flex; justify-content: space-between; gap: 1rem;`}>
        {props.subtotalLabel} <strong data-testid="order-subtotal">{formatMoney(data.subtotal)}</strong>
      </p>
      <SalesTaxNote testId="order-tax-note" />
      {/* What the promotions took off, already out of the subtotal above (never added to or taken from it here). */}
      {saving && (
        <p data-testid="order-saving" css={[savingCss, css`color: ${theme.palette.darkgreen};`]}>
          {saving}
        </p>
      )}
      {data.monthly.length > 0 && (
        <>
          <p data-testid="order-monthly" css={css`font-weight: 700; margin: 0 0 0.25rem;`}>
            {props.monthlyLabel}{' '}
            {data.monthly.map((charge) => `${charge.name} ${formatMoney(charge.amount)}/mo.`).join(', ')}
          </p>
          <p css={smallCss}>{props.monitoringNote}</p>
        </>
      )}
    </>
  )
}

const savingCss = css`
  margin: 0 0 0.5rem;
  font-weight: 700;
`
/** The quantity and unit price after the name: on its own line, smaller, so the name and amount share the first. */
const detailCss = css`
  display: block;
  font-size: 0.9rem;
`
const smallCss = css`
  margin: 0.25rem 0 0;
  font-size: 0.85rem;
  line-height: 1.4;
`
/** What a package includes, as one run of names ("Panel, Door/Window Sensor x6, …"): a list to screen readers. */
const includedCss = css`
  display: inline;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline;
  }
  li:not(:last-child)::after {
    content: ', ';
  }
`

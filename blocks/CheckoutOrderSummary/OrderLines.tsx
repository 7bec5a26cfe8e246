import { css } from '@emotion/react'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { OrderSummaryLine } from '../../services/checkout/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import type { CheckoutOrderSummaryData } from './data.ts'

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid #d1d5db;
  /* The words take the room; the amount keeps to the right, or wraps under them on a narrow screen. */
  & > div {
    flex: 1 1 18rem;
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
export function OrderLines({ props, data }: { props: CheckoutOrderSummaryProps; data: CheckoutOrderSummaryData }) {
  const money = (value: number) => (value === 0 ? props.freeLabel : formatMoney(value))
  const lineTotal = (line: OrderSummaryLine) =>
    line.lineTotal !== null && (
      <span css={amount}>
        <span css={visuallyHidden}>{props.lineTotalLabel} </span>
        <span data-testid="order-line-total">{money(line.lineTotal)}</span>
      </span>
    )
  return (
    <>
      <h2>{props.itemsHeading}</h2>
      <ul data-testid="order-lines" css={css`list-style: none; padding: 0; margin: 0;`}>
        {data.lines.map((line, index) => (
          <li key={`${line.name}-${index}`} data-testid="order-line" css={row}>
            <div>
              <strong>{line.name || props.bundleName}</strong> — {props.quantityLabel}{' '}
              <span data-testid="order-line-quantity">{line.quantity}</span>
              {line.unitPrice !== null && line.unitPrice > 0 && (
                <>
                  {' '}
                  — {formatMoney(line.unitPrice)} {props.eachLabel}
                </>
              )}
              {line.kind === 'service' && line.unitPrice === 0 && (
                <p data-testid="order-line-free-note" css={css`margin: 0.25rem 0 0; font-size: 0.9rem;`}>
                  {props.freeServiceNote}
                </p>
              )}
              {line.included.length > 0 && (
                <>
                  <p css={css`margin: 0.25rem 0 0;`}>{props.includedLabel}</p>
                  <ul css={css`margin: 0.25rem 0 0; padding-left: 1.2rem;`}>
                    {line.included.map((item) => (
                      <li key={item.name}>
                        {item.name}
                        {item.quantity > 1 ? ` x${item.quantity}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
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
            <p css={css`margin: 0.25rem 0 0; font-size: 0.9rem;`}>
              {fillTemplate(props.shippingNote, { shipping: data.shipping })}
            </p>
          </div>
          <span css={amount}>{money(data.shippingPrice)}</span>
        </div>
      )}
      <p css={css`font-size: 1.35rem; display: flex; justify-content: space-between; gap: 1rem;`}>
        {props.subtotalLabel} <strong data-testid="order-subtotal">{formatMoney(data.subtotal)}</strong>
      </p>
      {data.monthly.length > 0 && (
        <>
          <p data-testid="order-monthly" css={css`font-weight: 700; margin-bottom: 0.25rem;`}>
            {props.monthlyLabel}{' '}
            {data.monthly.map((charge) => `${charge.name} ${formatMoney(charge.amount)}/mo.`).join(', ')}
          </p>
          <p css={css`margin-top: 0; font-size: 0.9rem;`}>{props.monitoringNote}</p>
        </>
      )}
    </>
  )
}

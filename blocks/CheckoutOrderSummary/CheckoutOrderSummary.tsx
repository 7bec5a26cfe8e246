import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import { Container } from '../shared/layout.tsx'
import type { CheckoutOrderSummaryData } from './data.ts'
import { OrderContactForm } from './OrderContactForm.tsx'

export function CheckoutOrderSummary({
  id,
  props,
  data,
}: BlockProps<CheckoutOrderSummaryProps, CheckoutOrderSummaryData>) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={css`padding: 3rem 0;`}>
      <Container>
        <h1 id={`${id}-heading`} css={css`margin-top: 0;`}>
          {props.heading}
        </h1>
        <p>
          {props.orderNumberLabel} <strong data-testid="order-number">{data.orderNumber}</strong>
        </p>
        <h2>{props.itemsHeading}</h2>
        <ul data-testid="order-lines" css={css`padding-left: 1.2rem; display: grid; gap: 0.75rem;`}>
          {data.lines.map((line, index) => (
            <li key={`${line.name}-${index}`} data-testid="order-line">
              <strong>{line.name || props.bundleName}</strong> — {props.quantityLabel}{' '}
              <span data-testid="order-line-quantity">{line.quantity}</span>
              {line.unitPrice !== null && <> — {formatMoney(line.unitPrice)}</>}
              {line.included.length > 0 && (
                <>
                  <p css={css`margin: 0.25rem 0 0;`}>{props.includedLabel}</p>
                  <ul>
                    {line.included.map((item) => (
                      <li key={item.name}>
                        {item.name}
                        {item.quantity > 1 ? ` x${item.quantity}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
        {data.shipping && (
          <p>
            {props.shippingLabel} {data.shipping}
          </p>
        )}
        <p css={css`font-size: 1.35rem;`}>
          {props.subtotalLabel} <strong data-testid="order-subtotal">{formatMoney(data.subtotal)}</strong>
        </p>
        {data.monthly.length > 0 && (
          <p data-testid="order-monthly">
            {props.monthlyLabel}{' '}
            {data.monthly.map((charge) => `${charge.name} ${formatMoney(charge.amount)}/mo.`).join(', ')}
          </p>
        )}
        <OrderContactForm
          id={id}
          formId={props.contactFormId}
          orderNumber={data.orderNumber}
          texts={{ ...props.contact, nextSteps: props.nextSteps }}
        />
      </Container>
    </section>
  )
}

import { css } from '@emotion/react'
import { useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import type { OrderConfirmation } from '../../services/checkout/confirmation.ts'
import { Container } from '../shared/layout.tsx'
import type { CheckoutOrderSummaryData } from './data.ts'
import { OrderConfirmationView } from './OrderConfirmationView.tsx'
import { OrderContactForm } from './OrderContactForm.tsx'
import { OrderLines } from './OrderLines.tsx'
import { PlaceOrderForm } from './PlaceOrderForm.tsx'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { MonthlyCharge } from '../../services/checkout/index.ts'

/** "$44.99/mo." (the monitoring), or each monthly charge's "/mo." joined, as the order lines write them. */
const monthlyText = (monthly: MonthlyCharge[]) =>
  monthly.map((charge) => `${formatMoney(charge.amount)}/mo.`).join(' + ')

/**
 * The embedded checkout host's order page: the order, then three steps a hosted checkout has (the buyer's
 * details, the installation slot with the demo payment, the confirmation). A placed order shows its
 * confirmation on every later visit.
 */
export function CheckoutOrderSummary({
  id,
  props,
  data,
}: BlockProps<CheckoutOrderSummaryProps, CheckoutOrderSummaryData>) {
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const [contact, setContact] = useState<LeadContact | null>(null)
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(data.confirmation)
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={css`padding: 3rem 0;`}>
      <Container css={css`max-width: 52rem;`}>
        <h1 id={`${id}-heading`} css={css`margin-top: 0;`}>
          {props.heading}
        </h1>
        <p>
          {props.orderNumberLabel} <strong data-testid="order-number">{data.orderNumber}</strong>
        </p>
        {confirmation && (
          <OrderConfirmationView
            id={id}
            texts={props.confirmation}
            orderNumber={data.orderNumber}
            confirmation={confirmation}
            // Just placed: the confirmation takes the focus; on a later visit the page opens as usual.
            focusOnShow={confirmation !== data.confirmation}
          />
        )}
        <OrderLines props={props} data={data} />
        {!confirmation && (
          <>
            {/* The steps below run in the browser; without scripts they could not send anything, so say how to finish. */}
            <noscript>
              <p data-testid="order-without-scripts" style={{ fontWeight: 700 }}>
                {fillTemplate(props.withoutScriptsText, { phone: phones.sales, hours: hoursTexts(hours).ecommSales })}
              </p>
            </noscript>
            <OrderContactForm
              id={id}
              formId={props.contactFormId}
              orderNumber={data.orderNumber}
              texts={{ ...props.contact, nextSteps: props.nextSteps }}
              onAccepted={setContact}
            />
            {contact && (
              <PlaceOrderForm
                id={id}
                texts={props.placeOrder}
                orderNumber={data.orderNumber}
                token={data.token}
                contact={contact}
                amounts={{ subtotal: formatMoney(data.subtotal), monthly: monthlyText(data.monthly) }}
                onPlaced={setConfirmation}
              />
            )}
          </>
        )}
      </Container>
    </section>
  )
}

import { SalesCallLink } from '../shared/SalesCallLink.tsx'
import { css, useTheme } from '@emotion/react'
import { useEffect, useRef } from 'react'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { OrderConfirmation } from '../../services/checkout/confirmation.ts'
import { parseSlotValue } from '../../services/scheduling/index.ts'
import { arrivalWindowOf } from '../../services/checkout/arrivalWindow.ts'
import { SalesTaxNote } from '../shared/checkoutNotes/SalesTaxNote.tsx'
import { nextStepTimeline } from '../../services/checkout/nextSteps.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { nextStepsInWords } from './nextStepsInWords.ts'
import type { OrderPayment } from '../../services/checkout/payment.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import type { PaymentTexts } from './PaymentStep.tsx'
import { addressInWords } from '../../services/checkout/installationAddress.ts'
import { settlePlacedOrder } from '../../services/ecommerce/placedOrder.ts'
import type { OrderPartner } from './data.ts'

/** The payment chosen, in the confirmation's words ("Visa ending in 4242 …", "Pay $1,539.97 at installation"). */
function paymentInWords(payment: OrderPayment | 'demo', texts: PaymentTexts, subtotal: number): string {
  if (payment === 'demo') return texts.confirmationDemo
  if (payment.method === 'card') return fillTemplate(texts.confirmationCard, payment)
  if (payment.method === 'atInstallation')
    return fillTemplate(texts.confirmationAtInstallation, { subtotal: formatMoney(subtotal) })
  return fillTemplate(texts.confirmationFinancing, {
    payments: String(payment.payments),
    monthly: formatMoney(payment.monthly),
    financed: formatMoney(payment.financed),
  })
}

interface OrderConfirmationViewProps {
  id: string
  texts: CheckoutOrderSummaryProps['confirmation']
  paymentTexts: PaymentTexts
  /** "Installation at {{address}}", under the installation time. */
  addressText: string
  /** The order's total, for "Pay $X at installation". */
  subtotal: number
  orderNumber: string
  confirmation: OrderConfirmation
  /**
   * When the order was placed, on the clock that offered its slot: the buyer's, just after placing it (the pickers
   * read the browser's clock); on a later visit the host's `confirmedAt`.
   */
  placedAt: number
  /** Whether the order ships anything (the order's shipping line). */
  ships: boolean
  /** The partner whose shop made the order (its dealer team may be the caller), null for the site's own. */
  partner: OrderPartner | null
  focusOnShow: boolean
}

/** The placed order: its number, the installation time in words, the payment chosen, where we reach the buyer, what comes next. */
export function OrderConfirmationView({
  id,
  texts,
  paymentTexts,
  addressText,
  subtotal,
  orderNumber,
  confirmation,
  placedAt,
  ships,
  partner,
  focusOnShow,
}: OrderConfirmationViewProps) {
  const theme = useTheme()
  const { hours } = useSiteData()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus()
  }, [focusOnShow])
  // This host shares the site's origin, so the site's saved cart empties here already when it is what was ordered;
  // a hosted checkout elsewhere leaves that to the return link below (placedOrder.ts, docs/features/shop.md).
  useEffect(() => {
    try {
      settlePlacedOrder(window.localStorage, orderNumber)
    } catch {
      // No storage for the site in this browser: no saved cart either.
    }
  }, [orderNumber])
  const { contact, address, appointment } = confirmation
  // Worded for the booked date (rater D3): a visit this afternoon or tomorrow noon gets no "ships to you" nor "day
  // before". The host checked the slot; a slot or an instant that cannot be read counts as the same day (the careful
  // wording).
  const visitAt = parseSlotValue(appointment.slot)?.toMillis() ?? NaN
  const placed = Number.isFinite(placedAt) ? placedAt : visitAt
  const timeline = nextStepTimeline({
    placedAt: Number.isFinite(placed) ? placed : 0,
    visitAt: Number.isFinite(visitAt) ? visitAt : Number.isFinite(placed) ? placed : 0,
    timezone: hours.timezone,
    closedDays: hours,
    shippingBusinessDays: ships ? (texts.nextSteps.shippingBusinessDays ?? 2) : null,
    // A slot booked before the sales line next opens gets no promised call (seventh walkthrough E10 b).
    salesHours: hours,
  })
  const steps = nextStepsInWords(timeline, texts.nextSteps, partner)
  // The window the arrival is promised in, the picked time as its plan (rater D21); a slot it cannot read as it is.
  const arrival = arrivalWindowOf(appointment)
  return (
    <section
      aria-labelledby={`${id}-confirmation`}
      data-testid="order-confirmation"
      css={css`
        margin: 1.5rem 0 2rem;
        padding: 1.5rem;
        border-radius: 0.75rem;
        border: 2px solid #1f7a3f;
        background: #eef8f1;
      `}
    >
      <h2 id={`${id}-confirmation`} ref={headingRef} tabIndex={-1} css={css`margin-top: 0; outline: none;`}>
        {texts.heading}
      </h2>
      <dl
        css={css`
          display: grid;
          gap: 0.25rem 1rem;
          margin: 0 0 1rem;
          dd {
            margin: 0 0 0.5rem;
            font-weight: 700;
            overflow-wrap: anywhere;
          }
          /* Label beside value where there is room; stacked on a phone. */
          ${theme.mq.md} {
            grid-template-columns: max-content 1fr;
            dd {
              margin: 0;
            }
          }
        `}
      >
        <dt>{texts.orderNumberLabel}</dt>
        <dd data-testid="confirmation-order-number">{orderNumber}</dd>
        <dt>{texts.appointmentLabel}</dt>
        <dd data-testid="confirmation-appointment">
          {arrival ? fillTemplate(texts.appointmentText, { ...arrival }) : appointment.slot}
        </dd>
        {/* Orders placed before the page asked for the address have none. */}
        {address && (
          <dd data-testid="confirmation-address" css={css`${theme.mq.md} { grid-column: 2; }`}>
            {fillTemplate(addressText, { address: addressInWords(address, contact.zip) })}
          </dd>
        )}
        <dt>{paymentTexts.confirmationLabel}</dt>
        <dd data-testid="confirmation-payment">{paymentInWords(confirmation.payment, paymentTexts, subtotal)}</dd>
        <dd css={css`${theme.mq.md} { grid-column: 2; }`}>
          <SalesTaxNote testId="confirmation-tax-note" />
        </dd>
        <dt>{texts.contactLabel}</dt>
        <dd data-testid="confirmation-contact">
          {contact.firstName} {contact.lastName}, {contact.phone}, {contact.email}
        </dd>
      </dl>
      <h3>{texts.nextStepsHeading}</h3>
      <ol data-testid="confirmation-next-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {texts.callPrompt && (
        <p data-testid="confirmation-call">
          {/* The shop's sales line (spec 9.1's e-commerce hours): a call link while open, the hours while closed. */}
          {texts.callPrompt} <SalesCallLink label={texts.callLabel} line="ecommSales" />
        </p>
      )}
      {texts.returnLabel && texts.returnHref && (
        <p css={css`margin-bottom: 0;`}>
          {/* The order's number goes back to the site, whose page empties the cart of this order and says so. */}
          <a
            data-testid="confirmation-return"
            href={fillTemplate(texts.returnHref, { orderNumber: encodeURIComponent(orderNumber) })}
            css={css`font-weight: 700;`}
          >
            {texts.returnLabel}
          </a>
        </p>
      )}
    </section>
  )
}

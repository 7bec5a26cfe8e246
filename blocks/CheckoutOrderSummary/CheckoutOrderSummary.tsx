import { css, useTheme, type Theme } from '@emotion/react'
import { useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import type { OrderConfirmation } from '../../services/checkout/confirmation.ts'
import { Container } from '../shared/layout.tsx'
import type { CheckoutOrderSummaryData } from './data.ts'
import { OrderConfirmationView } from './OrderConfirmationView.tsx'
import { OrderContactForm } from './OrderContactForm.tsx'
import { OrderLines, OrderTotals, orderSavingText } from './OrderLines.tsx'
import { OrderSummaryAside } from './OrderSummaryAside.tsx'
import { PlaceOrderForm } from './PlaceOrderForm.tsx'
import { callerInWords } from './nextStepsInWords.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { salesLineHours } from '../shared/SalesPhoneLink.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { formatMoney } from '../../services/catalogue/index.ts'
import type { MonthlyCharge } from '../../services/checkout/index.ts'
import {
  type InstallationAddress,
  addressInWords,
  trimmedAddress,
} from '../../services/checkout/installationAddress.ts'
import { AddonsOnlyNotice } from '../shared/checkoutNotes/AddonsOnlyNotice.tsx'
import { usePostedForm } from '../shared/contact/postedForm.ts'

/** "$44.99/mo." (the monitoring), or each monthly charge's "/mo." joined, as the order lines write them. */
const monthlyText = (monthly: MonthlyCharge[]) =>
  monthly.map((charge) => `${formatMoney(charge.amount)}/mo.`).join(' + ')

/**
 * The embedded checkout host's order page, laid out as the leading hosted checkouts are: the steps on the left
 * (the buyer's details, the installation slot with the demo payment, the confirmation), the order summary on the
 * right, sticky with its total from lg; below lg the summary comes first, collapsed to its total
 * (OrderSummaryAside). A placed order shows its confirmation on every later visit.
 */
export function CheckoutOrderSummary({
  id,
  props,
  data,
}: BlockProps<CheckoutOrderSummaryProps, CheckoutOrderSummaryData>) {
  const theme = useTheme()
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const [details, setDetails] = useState<{ contact: LeadContact; address: InstallationAddress } | null>(null)
  // Stored from a post without scripts: the contact step says what comes next itself (OrderContactForm).
  const posted = usePostedForm(id)
  const sentWithoutScripts = posted?.outcome === 'sent'
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(data.confirmation)
  // The instant the buyer placed the order on their own clock (the one the slot pickers read); null until then.
  const [placedHere, setPlacedHere] = useState<number | null>(null)
  // Who calls the buyer: a Harbor Security Consultant, or on a dealer partner's order its dealer team.
  const caller = callerInWords(props.confirmation.nextSteps, data.partner)
  // Where the technician installs, once the buyer gave it (this step, a post without scripts, the placed order):
  // beside the order in the summary column too, as the leading hosted checkouts show the shipping address.
  const installationAt = confirmation?.address
    ? addressInWords(confirmation.address, confirmation.contact.zip)
    : details
      ? addressInWords(details.address, details.contact.zip)
      : sentWithoutScripts && posted
        ? addressInWords(trimmedAddress(posted.address ?? {}), posted.values.zip ?? '')
        : null
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={css`padding: 2rem 0 3rem; ${theme.mq.lg} { padding-top: 2.5rem; }`}
    >
      <Container css={css`max-width: 72rem;`}>
        <div css={columnsCss(theme)}>
          <div css={css`grid-area: title;`}>
            <h1 id={`${id}-heading`} css={css`margin: 0;`}>
              {confirmation ? props.confirmedHeading : props.heading}
            </h1>
            <p css={css`margin: 0.25rem 0 0;`}>
              {props.orderNumberLabel} <strong data-testid="order-number">{data.orderNumber}</strong>
            </p>
          </div>
          <OrderSummaryAside
            id={id}
            labelledBy={`${id}-items-heading`}
            showLabel={props.summaryToggle.show}
            hideLabel={props.summaryToggle.hide}
            total={formatMoney(data.subtotal)}
            saving={orderSavingText(props, data)}
            lines={<OrderLines props={props} data={data} headingId={`${id}-items-heading`} />}
            totals={
              <>
                <OrderTotals props={props} data={data} />
                {installationAt && (
                  <p data-testid="order-summary-address" css={css`margin: 0.75rem 0 0.25rem; font-weight: 700;`}>
                    {fillTemplate(props.installationAddress.summaryText, { address: installationAt })}
                  </p>
                )}
              </>
            }
          />
          <div
            css={css`grid-area: details; min-width: 0; & > section:first-of-type { margin-top: 0; } & > section:first-of-type > h2:first-child { margin-top: 0; }`}
          >
            {confirmation && (
              <OrderConfirmationView
                id={id}
                texts={props.confirmation}
                paymentTexts={props.payment}
                addressText={props.installationAddress.summaryText}
                subtotal={data.subtotal}
                orderNumber={data.orderNumber}
                confirmation={confirmation}
                placedAt={placedHere ?? Date.parse(confirmation.confirmedAt)}
                ships={data.shipping !== null}
                partner={data.partner}
                // Just placed: the confirmation takes the focus; on a later visit the page opens as usual.
                focusOnShow={confirmation !== data.confirmation}
              />
            )}
            {!confirmation && (
              <>
                {data.addonsOnly && <AddonsOnlyNotice />}
                {/* The steps below run in the browser; without scripts they could not send anything, so say how to finish. */}
                {!sentWithoutScripts && (
                  <noscript>
                    <p data-testid="order-without-scripts" style={{ fontWeight: 700 }}>
                      {fillTemplate(props.withoutScriptsText, {
                        phone: phones.sales,
                        hours: salesLineHours(hours, 'ecommSales'),
                      })}
                    </p>
                  </noscript>
                )}
                <OrderContactForm
                  id={id}
                  formId={props.contactFormId}
                  orderNumber={data.orderNumber}
                  texts={{
                    ...props.contact,
                    // Who calls: a dealer partner's order names its dealer team, as the confirmation does (E3), also
                    // in the thank-you a browser without scripts gets.
                    intro: fillTemplate(props.contact.intro, { caller }),
                    sentWithoutScriptsText: fillTemplate(props.contact.sentWithoutScriptsText, { caller }),
                    nextSteps: props.nextSteps,
                  }}
                  addressTexts={props.installationAddress}
                  knownContact={data.knownContact ?? {}}
                  zipPlace={data.zipPlace ?? {}}
                  onAccepted={(contact, address) => setDetails({ contact, address })}
                />
                {details && (
                  <PlaceOrderForm
                    id={id}
                    texts={props.placeOrder}
                    paymentTexts={props.payment}
                    subtotal={data.subtotal}
                    orderNumber={data.orderNumber}
                    token={data.token}
                    contact={details.contact}
                    address={details.address}
                    addressText={props.installationAddress.summaryText}
                    amounts={{ subtotal: formatMoney(data.subtotal), monthly: monthlyText(data.monthly) }}
                    onPlaced={(placed) => {
                      setPlacedHere(Date.now())
                      setConfirmation(placed)
                    }}
                  />
                )}
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}

/**
 * One column below lg (the title, the summary collapsed, the details); from lg the title and the details on the
 * left and a 24rem summary beside both, from the top.
 */
const columnsCss = (theme: Theme) => css`
  display: grid;
  grid-template-areas: 'title' 'summary' 'details';
  gap: 1.25rem;
  align-items: start;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 24rem;
    grid-template-areas: 'title summary' 'details summary';
    grid-template-rows: auto 1fr;
    column-gap: 3rem;
  }
`

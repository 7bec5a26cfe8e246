import { css, useTheme } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { OrderConfirmation } from '../../services/checkout/confirmation.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import { primaryButton } from '../shared/formButtons.ts'
import { SubmitFailure } from '../shared/contact/SubmitFailure.tsx'
import { SlotPickers } from '../shared/scheduling/SlotPickers.tsx'
import { useSlotChoice } from '../shared/scheduling/useSlotChoice.ts'
import { placeOrder } from './placeOrder.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

interface PlaceOrderFormProps {
  id: string
  texts: CheckoutOrderSummaryProps['placeOrder']
  orderNumber: string
  token: string
  contact: LeadContact
  /** The order's total and its monthly charges (none: ""), as the order lines above show them (formatted). */
  amounts: { subtotal: string; monthly: string }
  onPlaced: (confirmation: OrderConfirmation) => void
}

const fieldset = css`
  border: 0;
  padding: 0;
  margin: 0 0 1.5rem;
  min-width: 0;
  legend {
    font-weight: 700;
    font-size: 1.2rem;
    margin-bottom: 0.75rem;
    padding: 0;
  }
`

/**
 * The checkout host's last step: the installation slot (spec §4.11's pickers on the buyer's clock, checked again
 * when the order is placed) and the payment, which here is a demonstration that asks for no card at all. The
 * host checks the slot and details again and stores the confirmation once.
 */
export function PlaceOrderForm({ id, texts, orderNumber, token, contact, amounts, onPlaced }: PlaceOrderFormProps) {
  const theme = useTheme()
  const pickerId = `${id}-installation`
  const choice = useSlotChoice(pickerId)
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed'>('editing')
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The step appears after the details are accepted; the focus stays on their thanks, which says to go on here.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'nearest' })
  }, [])

  const submit = async () => {
    if (status === 'sending' || !choice.stillOffered() || !choice.timeOfDay) return
    setStatus('sending')
    const result = await placeOrder({
      orderNumber,
      token,
      contact,
      appointment: { date: choice.date, timeOfDay: choice.timeOfDay, slot: choice.slot },
    })
    if (result.status === 'confirmed') return onPlaced(result.confirmation)
    setStatus('failed')
  }

  return (
    <section aria-labelledby={`${id}-place-order-heading`} css={css`margin-top: 2rem;`}>
      <h2 id={`${id}-place-order-heading`} ref={headingRef}>
        {texts.heading}
      </h2>
      <p>{texts.intro}</p>
      {choice.now === null ? (
        <p role="status">{texts.loadingText}</p>
      ) : (
        <form
          noValidate
          aria-busy={status === 'sending'}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <fieldset css={fieldset}>
            <legend>{texts.appointmentHeading}</legend>
            <SlotPickers id={pickerId} texts={texts} choice={choice} />
          </fieldset>
          <fieldset css={fieldset} aria-describedby={`${id}-demo-notice`}>
            <legend>{texts.paymentHeading}</legend>
            <p
              id={`${id}-demo-notice`}
              data-testid="demo-payment-notice"
              css={css`
                margin: 0;
                padding: 1rem;
                border-radius: 0.5rem;
                border: 2px dashed ${theme.palette.darkblue};
                background: ${theme.palette.lightblue};
              `}
            >
              {texts.demoNotice}
            </p>
          </fieldset>
          {/* What placing the order commits to, beside the button that does it (as a hosted checkout's "Pay"). */}
          <p data-testid="order-amount-due" css={css`font-weight: 700; margin: 0 0 1rem;`}>
            {fillTemplate(texts.amountDueText, amounts)}
            {amounts.monthly && ` ${fillTemplate(texts.monthlyDueText, amounts)}`}
          </p>
          {status === 'failed' && <SubmitFailure text={texts.errorText} />}
          <button type="submit" disabled={status === 'sending'} css={primaryButton(theme)}>
            {status === 'sending' ? texts.sendingLabel : texts.button}
          </button>
        </form>
      )}
    </section>
  )
}

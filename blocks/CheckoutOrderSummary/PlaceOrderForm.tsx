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
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { fillTemplate } from '../shared/fillTemplate.ts'
import {
  type CardFields,
  type PaymentChoice,
  type PaymentMethod,
  cardChoice,
  cardProblems,
} from '../../services/checkout/payment.ts'
import { type InstallationAddress, addressInWords } from '../../services/checkout/installationAddress.ts'
import { CARD_INPUTS, PaymentStep, type PaymentTexts, cardInputId } from './PaymentStep.tsx'
import { SalesTaxNote } from '../shared/checkoutNotes/SalesTaxNote.tsx'

interface PlaceOrderFormProps {
  id: string
  texts: CheckoutOrderSummaryProps['placeOrder']
  paymentTexts: PaymentTexts
  orderNumber: string
  token: string
  contact: LeadContact
  /** Where to install, from the contact step; the host keeps it with the order's confirmation. */
  address: InstallationAddress
  /** "Installation at {{address}}". */
  addressText: string
  /** The order's total and its monthly charges (none: ""), as the order lines above show them (formatted). */
  amounts: { subtotal: string; monthly: string }
  /** The order's total as a number: financing is offered from its minimum. */
  subtotal: number
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

const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', name: '' }

/**
 * The checkout host's last step: the installation slot (spec §4.11's pickers on the buyer's clock, checked again
 * when the order is placed) and the payment (PaymentStep: a demo card checked as a real form checks one, pay at
 * installation, or financing). Only a card's brand and last 4 digits are sent. The host checks the slot, details
 * and payment again and stores the confirmation once.
 */
export function PlaceOrderForm({
  id,
  texts,
  paymentTexts,
  orderNumber,
  token,
  contact,
  address,
  addressText,
  amounts,
  subtotal,
  onPlaced,
}: PlaceOrderFormProps) {
  const theme = useTheme()
  const { timezone } = useSiteData().hours
  const pickerId = `${id}-installation`
  const choice = useSlotChoice(pickerId)
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed'>('editing')
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [card, setCard] = useState<CardFields>(EMPTY_CARD)
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardFields, string>>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const [cardTried, setCardTried] = useState(false)

  /** Each wrong card field's message, read on the page's clock. */
  const cardMessages = (fields: CardFields) => {
    const problems = cardProblems(fields, new Date(Date.now()), timezone)
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, paymentTexts.errors[problem]]),
    )
    return { problems, messages }
  }

  /** After a first try the card is checked as it is typed, so a corrected field loses its error at once. */
  const changeCard = (next: CardFields) => {
    setCard(next)
    if (cardTried) setCardErrors(cardMessages(next).messages)
  }

  /** The payment to send, or null after marking what is wrong and focusing the first wrong card field. */
  const paymentToSend = (): PaymentChoice | null => {
    if (method !== 'card') return { method }
    const { problems, messages } = cardMessages(card)
    setCardTried(true)
    setCardErrors(messages)
    const first = CARD_INPUTS.find((input) => problems[input.field])
    if (!first) return cardChoice(card)
    document.getElementById(cardInputId(id, first.field))?.focus()
    return null
  }

  // The step appears after the details are accepted; the focus stays on their thanks, which says to go on here.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'nearest' })
  }, [])

  const submit = async () => {
    if (status === 'sending' || !choice.stillOffered() || !choice.timeOfDay) return
    const payment = paymentToSend()
    if (!payment) return
    setRefusal(null)
    setStatus('sending')
    const result = await placeOrder({
      orderNumber,
      token,
      contact,
      address,
      appointment: { date: choice.date, timeOfDay: choice.timeOfDay, slot: choice.slot },
      payment,
    })
    if (result.status === 'confirmed') return onPlaced(result.confirmation)
    if (result.status === 'invalid' && result.fieldErrors.payment) {
      setRefusal(paymentTexts.errors.paymentRefused)
      return setStatus('editing')
    }
    setStatus('failed')
  }

  return (
    <section aria-labelledby={`${id}-place-order-heading`} css={css`margin-top: 2rem;`}>
      <h2 id={`${id}-place-order-heading`} ref={headingRef}>
        {texts.heading}
      </h2>
      <p>{texts.intro}</p>
      <p data-testid="order-installation-address" css={css`font-weight: 700;`}>
        {fillTemplate(addressText, { address: addressInWords(address, contact.zip) })}
      </p>
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
            <SlotPickers id={pickerId} texts={texts} choice={choice} weekdays />
          </fieldset>
          <fieldset css={fieldset} aria-describedby={`${id}-demo-notice`}>
            <legend>{texts.paymentHeading}</legend>
            <p
              id={`${id}-demo-notice`}
              data-testid="demo-payment-notice"
              css={css`
                margin: 0 0 1rem;
                padding: 0.75rem 1rem;
                border-radius: 0.5rem;
                border: 2px dashed ${theme.palette.darkblue};
              `}
            >
              {texts.demoNotice}
            </p>
            <PaymentStep
              id={id}
              texts={paymentTexts}
              subtotal={subtotal}
              method={method}
              onMethod={(next) => {
                setMethod(next)
                setRefusal(null)
              }}
              card={card}
              onCard={changeCard}
              errors={cardErrors}
              refusal={refusal}
            />
          </fieldset>
          {/* What placing the order commits to, beside the button that does it (as a hosted checkout's "Pay"). */}
          <div css={css`margin: 0 0 1rem;`}>
            <p data-testid="order-amount-due" css={css`font-weight: 700; margin: 0;`}>
              {fillTemplate(texts.amountDueText, amounts)}
              {amounts.monthly && ` ${fillTemplate(texts.monthlyDueText, amounts)}`}
            </p>
            <SalesTaxNote testId="order-amount-due-tax" />
          </div>
          {status === 'failed' && <SubmitFailure text={texts.errorText} />}
          <button type="submit" disabled={status === 'sending'} css={primaryButton(theme)}>
            {status === 'sending' ? texts.sendingLabel : texts.button}
          </button>
        </form>
      )}
    </section>
  )
}

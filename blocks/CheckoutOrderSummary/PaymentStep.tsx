import { css, useTheme, type Theme } from '@emotion/react'
import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import { dollars, formatMoney, monthlyFinancing } from '../../services/catalogue/index.ts'
import {
  type CardFields,
  FINANCING_MINIMUM,
  type PaymentMethod,
  maskCardNumber,
  maskExpiry,
  orderFinancing,
} from '../../services/checkout/payment.ts'
import { errorText, fieldWrap, hintText, inputStyle } from '../shared/contact/styles.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import { financingOfferWords } from '../shared/shop/FinancingOffer.tsx'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'

export type PaymentTexts = CheckoutOrderSummaryProps['payment']

/** The card inputs in the form's order, with what a browser's and a password manager's autofill know them by. */
export const CARD_INPUTS: ReadonlyArray<{
  field: keyof CardFields
  label: keyof PaymentTexts
  autoComplete: string
  inputMode?: 'numeric'
  maxLength: number
  mask?: (raw: string) => string
  placeholder?: string
}> = [
  {
    field: 'number',
    label: 'cardNumberLabel',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
    mask: maskCardNumber,
  },
  {
    field: 'expiry',
    label: 'expiryLabel',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    maxLength: 5,
    mask: maskExpiry,
    placeholder: 'MM/YY',
  },
  { field: 'cvc', label: 'cvcLabel', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  { field: 'name', label: 'cardNameLabel', autoComplete: 'cc-name', maxLength: 100 },
]

export const cardInputId = (id: string, field: keyof CardFields) => `${id}-card-${field}`

interface PaymentStepProps {
  id: string
  texts: PaymentTexts
  subtotal: number
  method: PaymentMethod
  onMethod: (method: PaymentMethod) => void
  card: CardFields
  onCard: (card: CardFields) => void
  /** The message under each card field that is wrong (after a try to place the order). */
  errors: Partial<Record<keyof CardFields, string>>
  /** The host refused the choice (financing below the minimum): said under the choices. */
  refusal: string | null
}

/**
 * A hosted checkout's payment step: native radios (arrow keys move between them, the group is one tab stop), each
 * choice explained under its label and read with it; the card's fields only while the card is chosen, each error
 * under its field and tied to it as the contact forms do (red border, aria-invalid, aria-describedby). Financing is
 * offered from the financing minimum with spec 9.4's figure (the order total ÷ 48) and terms text.
 */
export function PaymentStep({
  id,
  texts,
  subtotal,
  method,
  onMethod,
  card,
  onCard,
  errors,
  refusal,
}: PaymentStepProps) {
  const theme = useTheme()
  // The financing offer in the package cards' and the cart's words (constants.json), plain: it is inside a label.
  const { financing } = useSiteData().constants
  const plan = orderFinancing(subtotal)
  const choices: Array<{ value: PaymentMethod; label: string; text?: string }> = [
    { value: 'card', label: texts.cardLabel, text: texts.testCardHint },
    {
      value: 'atInstallation',
      label: texts.atInstallationLabel,
      text: fillTemplate(texts.atInstallationText, { subtotal: formatMoney(subtotal) }),
    },
    ...(plan
      ? [
          {
            value: 'financing' as const,
            label: texts.financingLabel,
            text: fillTemplate(texts.financingText, {
              offer: financingOfferWords(financing, {
                monthly: monthlyFinancing(plan.financed),
                payments: plan.payments,
              }),
              financed: formatMoney(plan.financed),
            }),
          },
        ]
      : []),
  ]
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0; min-width: 0;`} data-testid="payment-methods">
      <legend css={css`font-weight: 700; margin-bottom: 0.5rem; padding: 0;`}>{texts.methodLegend}</legend>
      <div css={css`display: grid; gap: 0.75rem;`}>
        {choices.map((choice) => {
          const inputId = `${id}-pay-${choice.value}`
          const chosen = method === choice.value
          return (
            <div key={choice.value} css={choiceCard(theme, chosen)} data-testid={`payment-${choice.value}`}>
              <label
                htmlFor={inputId}
                css={css`display: flex; gap: 0.75rem; align-items: flex-start; cursor: pointer;`}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-payment-method`}
                  value={choice.value}
                  checked={chosen}
                  onChange={() => onMethod(choice.value)}
                  aria-describedby={choice.text ? `${inputId}-text` : undefined}
                  css={radioStyle}
                />
                <span>
                  <span css={css`font-weight: 700;`}>{choice.label}</span>
                  {choice.text && (
                    <span id={`${inputId}-text`} css={[hintText, css`display: block; margin-top: 0.25rem;`]}>
                      {choice.text}
                    </span>
                  )}
                </span>
              </label>
              {choice.value === 'card' && chosen && (
                <CardInputs id={id} texts={texts} card={card} onCard={onCard} errors={errors} />
              )}
            </div>
          )
        })}
      </div>
      {!plan && (
        <p css={[hintText, css`margin-top: 0.75rem;`]} data-testid="financing-unavailable">
          {fillTemplate(texts.financingUnavailableText, { minimum: dollars(FINANCING_MINIMUM) })}
        </p>
      )}
      {refusal && (
        <p role="alert" css={[errorText, css`margin-top: 0.75rem; font-weight: 700;`]}>
          {refusal}
        </p>
      )}
    </fieldset>
  )
}

function CardInputs({
  id,
  texts,
  card,
  onCard,
  errors,
}: Pick<PaymentStepProps, 'id' | 'texts' | 'card' | 'onCard' | 'errors'>) {
  const theme = useTheme()
  return (
    <div css={cardGrid(theme)} data-testid="card-fields">
      {CARD_INPUTS.map((spec) => {
        const inputId = cardInputId(id, spec.field)
        const error = errors[spec.field]
        return (
          <div key={spec.field} css={[fieldWrap, wideField(spec.field)]}>
            <label htmlFor={inputId}>{texts[spec.label] as string}</label>
            <input
              id={inputId}
              name={`card-${spec.field}`}
              css={inputStyle(theme)}
              type="text"
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              maxLength={spec.maxLength}
              placeholder={spec.placeholder}
              // The card never leaves the browser: not even the browser's own spell checker reads it.
              spellCheck={false}
              value={card[spec.field]}
              onChange={(event) => {
                const raw = event.target.value
                onCard({ ...card, [spec.field]: spec.mask ? spec.mask(raw) : raw })
              }}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            {error && (
              <p id={`${inputId}-error`} css={errorText}>
                {error}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}

const choiceCard = (theme: Theme, chosen: boolean) => css`
  border: ${chosen ? `2px solid ${theme.palette.darkblue}` : '1px solid #6b7280'};
  border-radius: 0.5rem;
  padding: ${chosen ? '0.875rem' : 'calc(0.875rem + 1px)'};
  background: ${chosen ? theme.palette.lightblue : '#fff'};
`

const radioStyle = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1rem 0 0;
  flex: none;
  accent-color: currentColor;
`

/** Number and name across; expiry and security code side by side from sm. */
const cardGrid = (theme: Theme) => css`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  ${theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const wideField = (field: keyof CardFields) =>
  field === 'number' || field === 'name'
    ? css`
        grid-column: 1 / -1;
      `
    : undefined

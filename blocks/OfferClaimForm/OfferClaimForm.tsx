import { css, useTheme } from '@emotion/react'
import { CallbackPromise } from '../shared/contact/CallbackPromise.tsx'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { OfferClaimFormProps } from '../../schemas/generated/blocks/OfferClaimFormProps.ts'
import { newIdempotencyKey } from '../../services/leads/client.ts'
import { fieldsOf } from '../../services/leads/validation/index.ts'
import { submitOfferClaim } from '../../services/offers/client.ts'
import type { OfferClaimRequest, OfferRefusal } from '../../services/offers/contract.ts'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { useContactForm } from '../shared/contact/useContactForm.ts'
import { Consent, UnavailableMessage } from '../shared/contact/FormOutcome.tsx'
import { showServerErrors } from '../shared/contact/focusFirstInvalid.ts'
import { alertBox, formCard } from '../shared/contact/styles.ts'
import { primaryButton } from '../shared/formButtons.ts'
import { FormSection } from '../shared/contact/FormSection.tsx'
import { TextField } from '../shared/contact/TextField.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import { PhoneText } from './PhoneText.tsx'
import { claimFormIdOf } from './claimFormId.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../shared/contact/postedForm.ts'
import { POSTED_FORM_FIELD, type PostedLeadForm, postedContactOf } from '../../services/leads/postedForm.ts'

interface ClaimValues {
  customerNumber: string
  firstName: string
  lastName: string
  email: string
  phone: string
}

type ClaimState =
  | { kind: 'idle' | 'loading' }
  | { kind: 'accepted'; message: string }
  | { kind: 'refused'; reason: OfferRefusal; message: string }
  | { kind: 'limited'; message: string }
  | { kind: 'unavailable'; message: string | null }

/** The state a post without scripts left the claim in (the server's words, its refusal reason). */
function claimStateOf(posted: PostedLeadForm | null): ClaimState {
  if (!posted) return { kind: 'idle' }
  if (posted.outcome === 'sent') return { kind: 'accepted', message: posted.message ?? '' }
  if (posted.outcome !== 'unavailable') return { kind: 'idle' }
  if (posted.refusal === 'limited') return { kind: 'limited', message: posted.message ?? '' }
  if (posted.refusal === 'notActive' || posted.refusal === 'unknownCustomer' || posted.refusal === 'alreadyClaimed')
    return { kind: 'refused', reason: posted.refusal, message: posted.message ?? '' }
  return { kind: 'unavailable', message: posted.message ?? null }
}

const EMPTY: ClaimValues = { customerNumber: '', firstName: '', lastName: '', email: '', phone: '' }
const RULES = 'offerClaim' as const
/** The claim asks no ZIP: the offer is for an existing customer's home. */
const CLAIM_CONTACT = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * The security-partner offer's claim form (anchor: the block id, `#claim`). The server decides: only an
 * active customer's claim is accepted; any other answer is shown as the server words it, with the support
 * number. One idempotency key per claim, kept until it is answered, so a retry never claims twice.
 */
export function OfferClaimForm({ id, props }: BlockProps<OfferClaimFormProps>) {
  const theme = useTheme()
  const site = useSiteData()
  const context = usePageContextData()
  const { consent, messages } = site.forms
  const formId = claimFormIdOf(props, context)
  const headingId = `${formId}-heading`
  // Without scripts the claim posts to the page (services/leads/postedForm): the answer shows its state.
  const posted = usePostedForm(id)
  const action = useLeadFormAction(id)
  const postedValues: Partial<ClaimValues> = posted
    ? { ...postedContactOf(posted.values), customerNumber: posted.values.customerNumber }
    : {}
  const [state, setState] = useState<ClaimState>(() => claimStateOf(posted))
  const key = useRef<string | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const { register, handleSubmit, formState, setError, formRef, onInvalid } = useContactForm<ClaimValues>(RULES, {
    ...EMPTY,
    ...Object.fromEntries(Object.entries(postedValues).filter(([, value]) => value !== undefined)),
  })
  const errors = shownErrors(posted, formState.errors, formState.submitCount)

  // The answer takes the focus, so it is announced and keyboard users continue from it.
  useEffect(() => {
    if (state.kind === 'accepted' || state.kind === 'refused' || state.kind === 'limited') outcomeRef.current?.focus()
  }, [state])

  const onValid = async (values: ClaimValues) => {
    setState({ kind: 'loading' })
    key.current ??= newIdempotencyKey()
    const request: OfferClaimRequest = {
      idempotencyKey: key.current,
      formId,
      page: leadPageFrom(context),
      customerNumber: values.customerNumber.trim(),
      contact: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      },
      attribution: leadAttributionFrom(site),
    }
    const result = await submitOfferClaim(request)
    // Answered: a new submission (e.g. after correcting the customer number) is a new claim. Unavailable and
    // rate-limited claims were not decided, so trying again later is the same claim.
    if (result.status !== 'unavailable' && result.status !== 'limited') key.current = null
    if (result.status === 'accepted') return setState({ kind: 'accepted', message: result.message })
    if (result.status === 'refused')
      return setState({ kind: 'refused', reason: result.reason, message: result.message })
    if (result.status === 'limited') return setState({ kind: 'limited', message: result.message })
    if (result.status === 'invalid') {
      setState({ kind: 'idle' })
      if (showServerErrors(result.fieldErrors, setError, fieldsOf(RULES), formRef.current)) return
      return setState({ kind: 'unavailable', message: null })
    }
    // The server's own "unavailable" words name the support number; a lost connection gets the forms' text.
    setState({ kind: 'unavailable', message: result.message.includes(context.phones.support) ? result.message : null })
  }

  const section = (body: ReactNode) => (
    <FormSection id={id} tone={props.tone} intro={props.intro} labelledBy={headingId}>
      {body}
    </FormSection>
  )

  if (state.kind === 'accepted') {
    return section(
      <div css={formCard(theme)} data-form-id={formId}>
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          data-form-state="formSubmitted"
          css={css`outline: none; text-align: center;`}
        >
          <h2 id={headingId} css={css`margin-top: 0;`}>
            {props.thankYouHeading}
          </h2>
          <p css={css`font-size: 1.1rem;`}>{state.message}</p>
          <CallbackPromise linkCss={css`font-weight: 700;`} />
        </div>
      </div>,
    )
  }

  const loading = state.kind === 'loading'
  return section(
    <form
      ref={formRef}
      id={formId}
      data-form-id={formId}
      data-form-state={state.kind}
      aria-labelledby={headingId}
      aria-busy={loading}
      noValidate
      method="post"
      action={action}
      css={formCard(theme)}
      // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps the callbacks; they read refs when the form is submitted, not during render
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <input type="hidden" name={POSTED_FORM_FIELD} value={id} />
      <h2 id={headingId} css={css`margin-top: 0;`}>
        {props.heading}
      </h2>
      <p css={css`font-size: 0.9rem;`}>{messages.requiredFieldsNote}</p>
      <TextField
        id={`${formId}-customerNumber`}
        label={props.customerNumberLabel}
        hint={props.customerNumberHint}
        registration={register('customerNumber')}
        error={errors.customerNumber?.message}
        input={{
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 20,
          spellCheck: false,
          ...(postedValues.customerNumber ? { defaultValue: postedValues.customerNumber } : {}),
        }}
      />
      <ContactFields
        formId={formId}
        register={register}
        errors={errors}
        fields={CLAIM_CONTACT}
        initialValues={postedValues}
      />
      {(state.kind === 'refused' || state.kind === 'limited') && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          data-claim-outcome={state.kind === 'refused' ? state.reason : 'limited'}
          css={[alertBox, css`outline: none;`]}
        >
          <PhoneText text={state.message} phone={context.phones.support} />
        </div>
      )}
      <div css={css`margin-top: 1.25rem;`}>
        <button type="submit" css={primaryButton(theme)} disabled={loading} aria-describedby={`${formId}-consent`}>
          {props.button}
        </button>
        {loading && (
          <span role="status" css={css`margin-left: 0.75rem;`}>
            {messages.sending}
          </span>
        )}
      </div>
      {state.kind === 'unavailable' &&
        (state.message ? (
          <p role="alert" data-claim-outcome="unavailable" css={alertBox}>
            <PhoneText text={state.message} phone={context.phones.support} />
          </p>
        ) : (
          <UnavailableMessage template={messages.unavailable} supportPhone={context.phones.support} />
        ))}
      <Consent id={`${formId}-consent`} text={consent} />
    </form>,
  )
}

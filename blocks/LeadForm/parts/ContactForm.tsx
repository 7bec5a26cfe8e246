import { css, useTheme } from '@emotion/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { sessionValue, setSessionValue } from '../../../services/attribution/browser.ts'
import { newIdempotencyKey } from '../../../services/leads/client.ts'
import { type ContactValues, fieldsOf } from '../../../services/leads/validation/index.ts'
import type { FormConfig } from '../../../schemas/generated/forms.ts'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { CONTACT_INPUTS, ContactFields } from '../../shared/contact/ContactFields.tsx'
import { contactResolver } from '../../shared/contact/contactResolver.ts'
import { Consent, ThankYou, UnavailableMessage } from '../../shared/contact/FormOutcome.tsx'
import { firstInvalidField, scrollToField, showServerErrors } from '../../shared/contact/focusFirstInvalid.ts'
import { formCard } from '../../shared/contact/styles.ts'
import { primaryButton } from '../../shared/formButtons.ts'
import { useLeadSubmission } from '../../shared/contact/useLeadSubmission.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../../shared/contact/postedForm.ts'
import { POSTED_FORM_FIELD, postedContactOf } from '../../../services/leads/postedForm.ts'
import { fetchServiceableList, isServiceable, saveInvalidZipLead } from '../../shared/zipChecks.ts'
import { leadKindOf } from '../leadFormIdentity.ts'

/** Spec §4.4's states; the plain forms (§4.5) use idle, loading and formSubmitted. */
export type ContactFormState = 'idle' | 'loading' | 'zipNotFound' | 'formSubmitted'

interface ContactFormProps {
  formId: string
  /** The LeadForm block's id: names the form in a post without scripts; absent in a modal (scripts only). */
  blockId?: string
  /** The base of the element ids (form, fields, thanks) when it must differ from the form id, e.g. in the modal. */
  elementId?: string
  definition: FormConfig
  /** The heading's level: 2 on a page, 2 in a modal too (the modal's title is the heading). */
  headingId?: string
  heading?: string
  /** Where the lead goes instead of POST /api/leads (the service-availability sign-up saves an invalid-ZIP lead). */
  endpoint?: string
  /** Prefilled values, e.g. the ZIP that was found not serviceable. */
  initialValues?: Partial<ContactValues>
  /** Shown under the thanks, e.g. the modal's Close button. */
  thanksAction?: ReactNode
  /** Whether the thanks say when a consultant will call: not for a sign-up from outside the service area. */
  callbackPromise?: boolean
}

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', zip: '', referralCode: '' }
const RULES = 'contact' as const
const WITH_REFERRAL = [...CONTACT_INPUTS, 'referralCode'] as const

/**
 * The consultation forms: with a ZIP serviceability check (consultationWithZip, spec §4.4) or plain
 * (consultation, secure offer, embedded shop form; spec §4.5). Validate, send, thank.
 */
export function ContactForm({
  formId,
  blockId,
  elementId = formId,
  definition,
  headingId = `${elementId}-heading`,
  heading = definition.heading,
  endpoint,
  initialValues,
  thanksAction,
  callbackPromise = true,
}: ContactFormProps) {
  const theme = useTheme()
  const site = useSiteData()
  const context = usePageContextData()
  const { consent, messages, attribution } = site.forms
  const checksZip = definition.kind === 'consultationWithZip'
  const showReferral = Boolean(definition.referralCode || (checksZip && context.partner?.referralCode))
  // Without scripts the form posts to the page (services/leads/postedForm): the answer shows its state.
  const posted = usePostedForm(blockId)
  const action = useLeadFormAction(blockId)
  const postedValues = posted ? postedContactOf(posted.values) : undefined
  const [state, setState] = useState<ContactFormState>(
    posted?.outcome === 'sent' ? 'formSubmitted' : posted?.outcome === 'zipNotFound' ? 'zipNotFound' : 'idle',
  )
  const [unavailable, setUnavailable] = useState(posted?.outcome === 'unavailable')
  const formRef = useRef<HTMLFormElement>(null)
  const thanksRef = useRef<HTMLDivElement>(null)
  const notServiceableRef = useRef<HTMLParagraphElement>(null)
  const serviceableList = useRef<Promise<string[] | null> | null>(null)
  const { submit, buildRequest } = useLeadSubmission(formId, leadKindOf(definition), endpoint)
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<ContactValues>({
    resolver: contactResolver(RULES),
    defaultValues: { ...EMPTY, ...initialValues, ...postedValues },
    shouldFocusError: false,
  })

  // Spec §4.4 step 1: the first change to any field fetches the serviceable list, once.
  useEffect(() => {
    if (!checksZip) return
    const subscription = watch(() => {
      serviceableList.current ??= fetchServiceableList()
    })
    return () => subscription.unsubscribe()
  }, [checksZip, watch])

  // Spec §4.4: on the referral page the code comes from ?ref= or the stored value, and is kept.
  useEffect(() => {
    if (!showReferral) return
    const fromQuery = new URLSearchParams(window.location.search).get(attribution.referralQueryParameter)?.trim()
    const code = fromQuery || sessionValue(attribution.referralCodeSessionKey)
    if (code) {
      setValue('referralCode', code)
      setSessionValue(attribution.referralCodeSessionKey, code)
    }
  }, [showReferral, attribution, setValue])

  useEffect(() => {
    if (state === 'formSubmitted' && thanksRef.current) {
      const offset =
        window.innerWidth <= site.constants.forms.mobileWidthPx
          ? site.constants.forms.scrollToThanksOffsets[1]
          : site.constants.forms.scrollToThanksOffsets[0]
      const top = thanksRef.current.getBoundingClientRect().top + window.scrollY + (offset ?? -100)
      // Inside a modal the dialog scrolls, not the window.
      if (!thanksRef.current.closest('dialog')) window.scrollTo({ top, behavior: 'smooth' })
      thanksRef.current.focus({ preventScroll: true })
    }
    if (
      state === 'zipNotFound' &&
      notServiceableRef.current &&
      window.innerWidth <= site.constants.forms.mobileWidthPx
    ) {
      notServiceableRef.current.scrollIntoView({ behavior: 'smooth', block: 'center' })
    }
  }, [state, site.constants.forms])

  const onValid = async (values: ContactValues) => {
    setUnavailable(false)
    setState('loading')
    if (checksZip) {
      const list = await (serviceableList.current ??= fetchServiceableList())
      if (!(await isServiceable(values.zip.trim(), list))) {
        saveInvalidZipLead(buildRequest(values, newIdempotencyKey()))
        setState('zipNotFound')
        return
      }
    }
    const result = await submit(values)
    if (result.status === 'accepted') return setState('formSubmitted')
    setState('idle')
    if (result.status === 'invalid') {
      // A rejection the visitor cannot fix in the form (a malformed request) falls through to the phone message.
      if (showServerErrors(result.fieldErrors, setError, fieldsOf(RULES), formRef.current)) return
    }
    setUnavailable(true)
  }

  const onInvalid = (errors: Record<string, unknown>) => {
    const first = firstInvalidField(errors, fieldsOf(RULES))
    if (first) scrollToField(formRef.current, first)
  }

  if (state === 'formSubmitted') {
    return (
      <div css={formCard(theme)} data-form-id={formId}>
        <ThankYou
          ref={thanksRef}
          id={`${elementId}-thanks`}
          text={definition.thankYou}
          cta={definition.thankYouCta}
          callbackPromise={callbackPromise}
        />
        {thanksAction}
      </div>
    )
  }

  const loading = state === 'loading'
  return (
    <form
      ref={formRef}
      id={elementId}
      data-form-id={formId}
      data-form-state={state}
      aria-labelledby={headingId}
      aria-busy={loading}
      noValidate
      method="post"
      action={action}
      css={formCard(theme)}
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      {blockId && <input type="hidden" name={POSTED_FORM_FIELD} value={blockId} />}
      <h2 id={headingId} css={css`margin-top: 0;`}>
        {heading}
      </h2>
      {definition.subheading && <p>{definition.subheading}</p>}
      <p css={css`font-size: 0.9rem;`}>{messages.requiredFieldsNote}</p>
      <ContactFields
        formId={elementId}
        register={register}
        errors={shownErrors(posted, formState.errors, formState.submitCount)}
        fields={showReferral ? WITH_REFERRAL : CONTACT_INPUTS}
        initialValues={postedValues}
      />
      {state === 'zipNotFound' && (
        <p
          ref={notServiceableRef}
          role="alert"
          data-form-state="zipNotFound"
          css={css`color: #b3261e; font-weight: 700;`}
        >
          {messages.notServiceable}
        </p>
      )}
      <div css={css`margin-top: 1.25rem;`}>
        <button type="submit" css={primaryButton(theme)} disabled={loading} aria-describedby={`${elementId}-consent`}>
          {definition.button}
        </button>
        {loading && (
          <span role="status" css={css`margin-left: 0.75rem;`}>
            <span aria-hidden="true" css={spinner} />
            {messages.sending}
          </span>
        )}
      </div>
      {unavailable && <UnavailableMessage template={messages.unavailable} />}
      <Consent id={`${elementId}-consent`} text={consent} />
    </form>
  )
}

const spinner = css`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  margin-right: 0.5rem;
  vertical-align: middle;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: lead-form-spin 0.8s linear infinite;
  @keyframes lead-form-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

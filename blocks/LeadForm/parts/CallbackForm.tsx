import { css, useTheme } from '@emotion/react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ContactRules, type ContactValues, fieldsOf } from '../../../services/leads/validation/index.ts'
import type { FormConfig } from '../../../schemas/generated/forms.ts'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { ChoiceGroup } from '../../shared/contact/ChoiceGroup.tsx'
import { ContactFields } from '../../shared/contact/ContactFields.tsx'
import { contactResolver } from '../../shared/contact/contactResolver.ts'
import { Consent, ThankYou, UnavailableMessage } from '../../shared/contact/FormOutcome.tsx'
import { firstInvalidField, scrollToField, showServerErrors } from '../../shared/contact/focusFirstInvalid.ts'
import { formCard } from '../../shared/contact/styles.ts'
import { primaryButton, secondaryButton } from '../../shared/formButtons.ts'
import { useLeadSubmission } from '../../shared/contact/useLeadSubmission.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../../shared/contact/postedForm.ts'
import { POSTED_FORM_FIELD, STEP_FIELD } from '../../../services/leads/postedForm.ts'
import { fillTemplate } from '../../shared/fillTemplate.ts'
import { ByAvailability } from '../../shared/ByAvailability.tsx'
import { SalesPhoneLink } from '../../shared/SalesPhoneLink.tsx'
import { leadKindOf } from '../leadFormIdentity.ts'

/** 1: rent/own, 2: security system (form 1 only), 3: contact, 4: thank you (spec §4.3). */
export type CallbackStep = 1 | 2 | 3 | 4

interface CallbackFormProps {
  formId: string
  /** The LeadForm block's id: names the form in a post without scripts (services/leads/postedForm). */
  blockId?: string
  definition: FormConfig
  /** The starting step may be preset (spec §4.3). */
  startStep?: 1 | 2 | 3
  headingId?: string
  heading?: string
}

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', zip: '', property_type: '' }
const TOTAL_STEPS = 3

/**
 * The multi-step callback form (element id leadForm): form 1 asks rent/own, then the security system, then
 * contact details; forms 2 and the modal form ask rent/own inline with the contact fields.
 */
export function CallbackForm({
  formId,
  blockId,
  definition,
  startStep = 1,
  headingId = `${formId}-heading`,
  heading = definition.heading,
}: CallbackFormProps) {
  const theme = useTheme()
  const site = useSiteData()
  const context = usePageContextData()
  const { consent, messages, questions } = site.forms
  const { progressSteps, stepThreeDelayMs } = site.constants.forms
  const settings = definition.callback ?? { layout: 'inline', securitySystemQuestion: false, stepHeader: false }
  const steps = settings.layout === 'steps'
  const rules: ContactRules = settings.securitySystemQuestion ? 'callbackWithSecuritySystem' : 'callback'
  // Without scripts the form posts to the page, a step at a time (services/leads/postedForm): the answer shows
  // the step, the answers so far, the spec's messages or the thank-you.
  const posted = usePostedForm(blockId)
  const action = useLeadFormAction(blockId)
  const firstStep: CallbackStep = posted?.outcome === 'sent' ? 4 : (posted?.step ?? (steps ? startStep : 3))
  const [step, setStep] = useState<CallbackStep>(steps ? firstStep : firstStep === 4 ? 4 : 3)
  const [loading, setLoading] = useState(false)
  const [unavailable, setUnavailable] = useState(posted?.outcome === 'unavailable')
  const formRef = useRef<HTMLFormElement>(null)
  const stepHeadingRef = useRef<HTMLParagraphElement>(null)
  const thanksRef = useRef<HTMLDivElement>(null)
  const movedByUser = useRef(false)
  const stepTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(stepTimer.current), [])
  const { submit } = useLeadSubmission(formId, leadKindOf(definition))
  const { register, handleSubmit, formState, trigger, setError } = useForm<ContactValues>({
    resolver: contactResolver(rules),
    // The security-system answer exists only where the question is asked (an empty one would fail its rule).
    defaultValues: {
      ...(settings.securitySystemQuestion ? { ...EMPTY, do_you_have_a_security_system: '' } : EMPTY),
      // A posted answer outside the choices is shown unchecked and fails the rule again, as the server said.
      ...(posted?.values as Partial<ContactValues> | undefined),
    },
    shouldFocusError: false,
  })
  const errors = shownErrors(posted, formState.errors, formState.submitCount)

  // Moving between steps puts the focus on the new step, so screen readers announce its question.
  useEffect(() => {
    if (!movedByUser.current) return
    if (step === 4) thanksRef.current?.focus()
    else stepHeadingRef.current?.focus()
  }, [step])

  const goTo = (next: CallbackStep) => {
    movedByUser.current = true
    setStep(next)
  }

  const nextFromStep1 = async () => {
    if (!(await trigger('property_type'))) return scrollToField(formRef.current, 'property_type')
    goTo(settings.securitySystemQuestion ? 2 : 3)
  }
  const nextFromStep2 = async () => {
    if (!(await trigger('do_you_have_a_security_system')))
      return scrollToField(formRef.current, 'do_you_have_a_security_system')
    // Spec §4.3 / §9.7: the form moves to step 3 after a short pause.
    clearTimeout(stepTimer.current)
    stepTimer.current = setTimeout(() => goTo(3), stepThreeDelayMs)
  }

  const onValid = async (values: ContactValues) => {
    setUnavailable(false)
    setLoading(true)
    const result = await submit(values)
    setLoading(false)
    if (result.status === 'accepted') return goTo(4)
    if (result.status === 'invalid') {
      // A rejection the visitor cannot fix in the form (a malformed request) falls through to the phone message.
      if (showServerErrors(result.fieldErrors, setError, fieldsOf(rules), formRef.current)) return
    }
    setUnavailable(true)
  }
  const onInvalid = (invalid: Record<string, unknown>) => {
    const first = firstInvalidField(invalid, fieldsOf(rules))
    if (!first) return
    // A step-form answer left empty sends the visitor back to its step.
    if (steps && first === 'property_type') goTo(1)
    else if (steps && first === 'do_you_have_a_security_system') goTo(2)
    else scrollToField(formRef.current, first)
  }

  const progress = progressSteps[Math.min(step, TOTAL_STEPS) - 1] ?? 75
  const id = (part: string) => `${formId}-${part}`
  const propertyChoice = (
    <ChoiceGroup
      id={id('property_type')}
      legend={questions.propertyType.legend}
      options={[
        { value: 'property_type_owned', label: questions.propertyType.owned },
        { value: 'property_type_rental', label: questions.propertyType.rental },
      ]}
      registration={register('property_type')}
      checkedValue={posted?.values.property_type}
      error={errors.property_type?.message}
      hint={steps ? messages.unansweredQuestion : undefined}
    />
  )

  if (step === 4) {
    return (
      <div id="leadForm" data-form-id={formId} css={formCard(theme)}>
        <ThankYou ref={thanksRef} id={id('thanks')} text={definition.thankYou} />
      </div>
    )
  }

  // "...or contact sales at (855) 555-0100.": the spec's exact words (spec line 211), continuing the submit button; the number
  // is the link and the spec's "Contact Sales" its name for screen readers. Only while sales is open: at night there
  // is no one to call.
  const contactSales = definition.contactSales && (
    <ByAvailability
      line="sales"
      open={
        <p data-contact-sales="" css={css`margin: 0;`}>
          {definition.contactSales.lead}{' '}
          <SalesPhoneLink whenClosed="nothing" ariaLabel={`${definition.contactSales.cta} ${context.phones.sales}`}>
            {context.phones.sales}
          </SalesPhoneLink>
          .
        </p>
      }
      closed={null}
    />
  )
  return (
    <form
      ref={formRef}
      id="leadForm"
      data-form-id={formId}
      data-step={step}
      aria-labelledby={headingId}
      aria-busy={loading}
      noValidate
      method="post"
      action={action}
      css={formCard(theme)}
      // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps the callbacks; they read refs when the form is submitted, not during render
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      {blockId && <input type="hidden" name={POSTED_FORM_FIELD} value={blockId} />}
      {/* The answers of the steps before this one travel with a post without scripts (scripts keep them in the form). */}
      {steps && step > 1 && <input type="hidden" name="property_type" value={posted?.values.property_type ?? ''} />}
      {steps && step > 2 && settings.securitySystemQuestion && (
        <input
          type="hidden"
          name="do_you_have_a_security_system"
          value={posted?.values.do_you_have_a_security_system ?? ''}
        />
      )}
      <h2 id={headingId} css={css`margin-top: 0;`}>
        {heading}
      </h2>
      {steps && (
        <div
          role="progressbar"
          aria-label={heading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          css={css`height: 0.5rem; border-radius: 0.25rem; background: ${theme.palette.lightblue}; margin-bottom: 1rem; overflow: hidden;`}
        >
          <div
            css={css`height: 100%; width: ${progress}%; background: ${theme.palette.ctagreen}; transition: width 0.3s;`}
          />
        </div>
      )}
      {settings.stepHeader && (
        <p ref={stepHeadingRef} tabIndex={-1} css={css`font-weight: 700; outline: none;`} data-step-header>
          {fillTemplate(messages.stepOf, { step, total: TOTAL_STEPS })}
        </p>
      )}
      {steps && step === 1 && (
        <>
          {propertyChoice}
          <button
            type="submit"
            name={STEP_FIELD}
            value={settings.securitySystemQuestion ? 2 : 3}
            formNoValidate
            css={primaryButton(theme)}
            onClick={(event) => {
              event.preventDefault()
              void nextFromStep1()
            }}
          >
            {messages.next}
          </button>
        </>
      )}
      {steps && step === 2 && (
        <>
          <ChoiceGroup
            id={id('do_you_have_a_security_system')}
            legend={questions.securitySystem.legend}
            options={[
              { value: 'Yes', label: questions.securitySystem.yes },
              { value: 'No', label: questions.securitySystem.no },
            ]}
            registration={register('do_you_have_a_security_system')}
            checkedValue={posted?.values.do_you_have_a_security_system}
            error={errors.do_you_have_a_security_system?.message}
            hint={messages.unansweredQuestion}
          />
          <div css={css`display: flex; gap: 0.75rem;`}>
            <button type="button" css={secondaryButton(theme)} onClick={() => goTo(1)}>
              {messages.back}
            </button>
            <button
              type="submit"
              name={STEP_FIELD}
              value={3}
              formNoValidate
              css={primaryButton(theme)}
              onClick={(event) => {
                event.preventDefault()
                void nextFromStep2()
              }}
            >
              {messages.next}
            </button>
          </div>
        </>
      )}
      {step === 3 && (
        <>
          {!steps && propertyChoice}
          <ContactFields formId={formId} register={register} errors={errors} initialValues={posted?.values} />
          <div css={css`margin-top: 1.25rem; display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: center;`}>
            {steps && (
              <button
                type="button"
                css={secondaryButton(theme)}
                onClick={() => goTo(settings.securitySystemQuestion ? 2 : 1)}
              >
                {messages.back}
              </button>
            )}
            <button type="submit" css={primaryButton(theme)} disabled={loading} aria-describedby={id('consent')}>
              {definition.button}
            </button>
            {/* Beside the button, or under it where the row wraps: "Or contact sales at (855) 555-0100." */}
            {contactSales}
            {loading && <span role="status">{messages.sending}</span>}
          </div>
          {unavailable && <UnavailableMessage template={messages.unavailable} />}
          <Consent id={id('consent')} text={consent} />
        </>
      )}
      {step !== 3 && contactSales && <div css={css`margin-top: 1rem;`}>{contactSales}</div>}
    </form>
  )
}

import { css } from '@emotion/react'
import { CallbackPromise } from '../shared/contact/CallbackPromise.tsx'
import { leadAccepted } from '../shared/contact/rememberedContact.ts'
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AssessmentContactProps } from '../../schemas/generated/blocks/AssessmentContactProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import {
  answersByQuestion,
  recommendPackage,
  signalsFor,
  submitAssessmentLead,
} from '../../services/assessment/index.ts'
import { Container, Section } from '../shared/layout.tsx'
import { ContentWithPicture } from '../shared/ContentWithPicture.tsx'
import type { AssessmentBlockData } from '../shared/assessment/assessmentData.ts'
import {
  AssessmentStoreProvider,
  useAnswersRestored,
  useAssessmentStoreApi,
} from '../shared/assessment/AssessmentStoreContext.tsx'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import { EMPTY_CONTACT } from '../shared/contact/emptyContact.ts'
import { useContactForm } from '../shared/contact/useContactForm.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../shared/contact/postedForm.ts'
import { POSTED_FORM_FIELD, postedContactOf } from '../../services/leads/postedForm.ts'

type Props = BlockProps<AssessmentContactProps, AssessmentBlockData>

export function AssessmentContact(block: Props) {
  return (
    <AssessmentStoreProvider>
      <ContactStep {...block} />
    </AssessmentStoreProvider>
  )
}

type Status = 'editing' | 'sending' | 'failed' | 'sent'

/** The contact step: the visitor's details go to the lead endpoint with the answers and the recommendation. */
function ContactStep({ id, props, data }: Props) {
  const context = usePageContextData()
  const site = useSiteData()
  const { forms } = site
  const form = forms.forms[props.formId]
  const store = useAssessmentStoreApi()
  const restored = useAnswersRestored()
  // Without scripts the form posts to the page (services/leads/postedForm): the answer shows its state.
  const posted = usePostedForm(id)
  const action = useLeadFormAction(id)
  const postedContact = posted ? postedContactOf(posted.values) : undefined
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey } = useContactForm<LeadContact>(
    'contact',
    { ...EMPTY_CONTACT, ...postedContact },
  )
  const [status, setStatus] = useState<Status>(
    posted?.outcome === 'sent' ? 'sent' : posted?.outcome === 'unavailable' ? 'failed' : 'editing',
  )
  const thanksRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (restored) store.getState().setStep('contact-us')
  }, [restored, store])
  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus()
  }, [status])

  const submit = async (values: LeadContact) => {
    if (status === 'sending') return
    setStatus('sending')
    const state = store.getState()
    const recommendation = recommendPackage({
      selected: signalsFor(data.questions, state.selectedOptions),
      packages: data.packages,
      devices: data.devices,
    })
    const result = await submitAssessmentLead({
      idempotencyKey: idempotencyKey(),
      formId: props.formId,
      contact: values,
      page: leadPageFrom(context),
      attribution: leadAttributionFrom(site),
      assessmentId: state.ensureAssessmentId(),
      answers: answersByQuestion(state.selectedOptions),
      recommendation: recommendation
        ? {
            packageId: recommendation.package.id,
            deviceIds: recommendation.addDevices.flatMap((device) =>
              Array.from({ length: device.quantity }, () => device.id),
            ),
          }
        : null,
    })
    // Spec §4.2: any accepted lead hides the product pages' lead forms from now on.
    if (result.status === 'accepted') leadAccepted(values)
    setStatus(result.status === 'accepted' ? 'sent' : 'failed')
  }

  if (status === 'sent') {
    return (
      <Section id={id} aria-labelledby={`${id}-thanks`}>
        <Container css={css`max-width: 48rem;`}>
          <h2 id={`${id}-thanks`} ref={thanksRef} tabIndex={-1}>
            {form?.thankYou}
          </h2>
          <CallbackPromise />
          <a href={props.reviewPath}>{props.reviewLabel}</a>
        </Container>
      </Section>
    )
  }

  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <ContentWithPicture image={props.image}>
        <h2 id={`${id}-heading`}>{form?.heading}</h2>
        {props.intro && <p>{props.intro}</p>}
        <form
          ref={formRef}
          id={`${id}-form`}
          noValidate
          method="post"
          action={action}
          aria-busy={status === 'sending'}
          onSubmit={handleSubmit(submit, onInvalid)}
        >
          <input type="hidden" name={POSTED_FORM_FIELD} value={id} />
          <ContactFields
            formId={`${id}-contact`}
            register={register}
            errors={shownErrors(posted, formState.errors, formState.submitCount)}
            initialValues={postedContact}
          />
          <ContactSubmit
            sending={status === 'sending'}
            failed={status === 'failed'}
            errorText={props.errorText}
            sendingLabel={props.sendingLabel}
            label={form?.button}
            consent={forms.consent}
          />
        </form>
        <p>
          <a href={props.reviewPath}>{props.reviewLabel}</a>
        </p>
      </ContentWithPicture>
    </Section>
  )
}

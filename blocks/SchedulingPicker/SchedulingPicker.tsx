import { css } from '@emotion/react'
import { leadAccepted } from '../shared/contact/rememberedContact.ts'
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { describeSlot, submitSchedulingRequest } from '../../services/scheduling/index.ts'
import { SlotPickers } from '../shared/scheduling/SlotPickers.tsx'
import { useSlotChoice } from '../shared/scheduling/useSlotChoice.ts'
import { Container, Section } from '../shared/layout.tsx'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import type { LeadContact } from '../../services/leads/contract.ts'
import { EMPTY_CONTACT } from '../shared/contact/emptyContact.ts'
import { useContactForm } from '../shared/contact/useContactForm.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

type Status = 'editing' | 'sending' | 'failed' | 'sent'

/**
 * Installation scheduling. The choices depend on the visitor's current time, which the server (or a
 * prerendered page) cannot know, so the pickers are built from the browser's clock after hydration.
 */
export function SchedulingPicker({ id, props }: BlockProps<SchedulingPickerProps>) {
  const context = usePageContextData()
  const site = useSiteData()
  const { forms } = site
  const form = forms.forms[props.formId]
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey } = useContactForm<LeadContact>(
    'contact',
    EMPTY_CONTACT,
  )
  const choice = useSlotChoice(id)
  const [status, setStatus] = useState<Status>('editing')
  const [confirmedSlot, setConfirmedSlot] = useState('')
  const confirmationRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (status === 'sent') confirmationRef.current?.focus()
  }, [status])

  const send = async (values: LeadContact) => {
    const { date, timeOfDay, slot } = choice
    if (!timeOfDay) return
    setStatus('sending')
    const result = await submitSchedulingRequest({
      idempotencyKey: idempotencyKey(),
      formId: props.formId,
      contact: values,
      page: leadPageFrom(context),
      attribution: leadAttributionFrom(site),
      date,
      timeOfDay,
      slot,
    })
    if (result.status === 'accepted') {
      // Spec §4.2: any accepted lead hides the product pages' lead forms from now on.
      leadAccepted(values)
      setConfirmedSlot(slot)
      setStatus('sent')
    } else setStatus('failed')
  }

  if (status === 'sent') {
    return (
      <Section id={id} aria-labelledby={`${id}-confirmation`}>
        <Container>
          <div css={readingColumn} data-reading-column="">
            <h2 id={`${id}-confirmation`} ref={confirmationRef} tabIndex={-1}>
              {props.confirmationHeading}
            </h2>
            <p data-testid="scheduling-confirmation">
              {fillTemplate(props.confirmationText, { slot: describeSlot(confirmedSlot) ?? confirmedSlot })}
            </p>
            {form?.thankYou && <p>{form.thankYou}</p>}
          </div>
        </Container>
      </Section>
    )
  }

  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <div css={readingColumn} data-reading-column="">
          <h2 id={`${id}-heading`}>{props.heading}</h2>
          {props.intro && <p>{props.intro}</p>}
          {choice.now === null ? (
            <p role="status" aria-live="polite">
              {props.loadingText}
            </p>
          ) : (
            <form
              ref={formRef}
              noValidate
              aria-busy={status === 'sending'}
              onSubmit={(event) => {
                event.preventDefault()
                if (status === 'sending') return
                // Both are checked on every submit; an invalid contact field takes the focus from the slot picker.
                const slotOffered = choice.stillOffered()
                void handleSubmit(async (values) => {
                  if (slotOffered) await send(values)
                }, onInvalid)()
              }}
            >
              <fieldset aria-labelledby={`${id}-heading`} css={fieldsetStyle}>
                <SlotPickers id={id} texts={props} choice={choice} />
              </fieldset>
              <fieldset css={fieldsetStyle}>
                <legend css={css`font-weight: 700; font-size: 1.2rem; margin-bottom: 0.75rem;`}>{form?.heading}</legend>
                <ContactFields formId={`${id}-contact`} register={register} errors={formState.errors} />
              </fieldset>
              <ContactSubmit
                sending={status === 'sending'}
                failed={status === 'failed'}
                errorText={props.errorText}
                sendingLabel={props.sendingLabel}
                label={form?.button}
                consent={forms.consent}
              />
            </form>
          )}
        </div>
      </Container>
    </Section>
  )
}

/** A reading-width column on the page hero's left edge (centred, it stood apart from the hero at 1280 px). */
const readingColumn = css`
  max-width: 48rem;
`

const fieldsetStyle = css`
  border: 0;
  padding: 0;
  margin: 0 0 2rem;
  min-width: 0;
`

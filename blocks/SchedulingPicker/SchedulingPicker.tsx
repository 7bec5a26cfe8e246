import { css } from '@emotion/react'
import { leadAccepted } from '../shared/contact/rememberedContact.ts'
import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { type TimeOfDay, submitSchedulingRequest } from '../../services/scheduling/index.ts'
import { arrivalWindowOf } from '../../services/checkout/arrivalWindow.ts'
import { POSTED_FORM_FIELD, postedContactOf } from '../../services/leads/postedForm.ts'
import { shownErrors, useLeadFormAction, usePostedForm } from '../shared/contact/postedForm.ts'
import { slotReminderText } from './slotReminderText.ts'
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

/** When the slot was booked, so the confirmation says what can still happen before it. */
interface Booking {
  slot: string
  /** The time of day the slot was picked in: the arrival is promised within its window (arrivalWindowOf). */
  timeOfDay: TimeOfDay
  bookedAt: number
}

/**
 * Installation scheduling. The page renders per request: the server HTML already offers the dates of the server's
 * clock (loader.server.ts) as a form posted to the page's own URL (server/scheduling/schedulingPosts), so a visitor
 * whose scripts do not run books all the same; once hydrated the pickers follow the browser's clock.
 */
export function SchedulingPicker({ id, props, data }: BlockProps<SchedulingPickerProps, { renderedAt: number }>) {
  const context = usePageContextData()
  const site = useSiteData()
  const { forms } = site
  const form = forms.forms[props.formId]
  // Without scripts the form posts to the page (services/scheduling/postedSchedule): the answer shows its state.
  const posted = usePostedForm(id)
  const action = useLeadFormAction(id)
  const postedValues = posted ? postedContactOf(posted.values) : undefined
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey } = useContactForm<LeadContact>(
    'contact',
    { ...EMPTY_CONTACT, ...postedValues },
  )
  const choice = useSlotChoice(id, {
    renderedAt: data.renderedAt,
    posted: posted ? { schedule: posted.schedule, missing: Boolean(posted.fieldErrors.slot) } : undefined,
  })
  const [status, setStatus] = useState<Status>(
    posted?.outcome === 'sent' ? 'sent' : posted?.outcome === 'unavailable' ? 'failed' : 'editing',
  )
  const [booking, setBooking] = useState<Booking | null>(
    posted?.outcome === 'sent' && posted.schedule?.timeOfDay
      ? {
          slot: posted.schedule.slot,
          timeOfDay: posted.schedule.timeOfDay,
          bookedAt: posted.schedule.bookedAt ?? data.renderedAt,
        }
      : null,
  )
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
      setBooking({ slot, timeOfDay, bookedAt: Date.now() })
      setStatus('sent')
    } else setStatus('failed')
  }

  if (status === 'sent' && booking) {
    const reminder = slotReminderText(booking, site.hours, props)
    // The time of day's window, the slot as the plan within it, as the checkout's confirmation words it (rater
    // E12: "between 8:00 AM and 8:15 AM" promised a 15-minute arrival the checkout no longer promises).
    const arrival = arrivalWindowOf(booking)
    return (
      <Section id={id} aria-labelledby={`${id}-confirmation`}>
        <Container>
          <div css={readingColumn} data-reading-column="">
            <h2 id={`${id}-confirmation`} ref={confirmationRef} tabIndex={-1}>
              {props.confirmationHeading}
            </h2>
            <p data-testid="scheduling-confirmation">
              {arrival ? fillTemplate(props.confirmationText, { ...arrival }) : booking.slot}
            </p>
            {reminder && <p data-testid="scheduling-reminder">{reminder}</p>}
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
          <form
            ref={formRef}
            method="post"
            action={action}
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
            <input type="hidden" name={POSTED_FORM_FIELD} value={id} />
            <fieldset aria-labelledby={`${id}-heading`} css={fieldsetStyle}>
              {/* Each date with its weekday, as the checkout shows them (sixth walkthrough, D21: "Fri 11/27/2026"). */}
              <SlotPickers id={id} texts={props} choice={choice} weekdays />
            </fieldset>
            <fieldset css={fieldsetStyle}>
              <legend css={css`font-weight: 700; font-size: 1.2rem; margin-bottom: 0.75rem;`}>{form?.heading}</legend>
              <ContactFields
                formId={`${id}-contact`}
                register={register}
                errors={shownErrors(posted, formState.errors, formState.submitCount)}
                initialValues={postedValues}
              />
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

import { css, useTheme } from '@emotion/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import {
  type ScheduleOption,
  type TimeOfDay,
  dateOptions,
  describeSlot,
  submitSchedulingRequest,
  timeOfDayOptions,
  timeSlotOptions,
} from '../../services/scheduling/index.ts'
import { Container, Section } from '../shared/layout.tsx'
import { ContactFields } from '../shared/contact/ContactFields.tsx'
import { ContactSubmit } from '../shared/contact/ContactSubmit.tsx'
import { leadAttributionFrom, leadPageFrom } from '../shared/contact/leadPage.ts'
import { markLeadSubmitted } from '../../services/attribution/browser.ts'
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
  const theme = useTheme()
  const hydrated = useHydrated()
  const context = usePageContextData()
  const site = useSiteData()
  const { forms } = site
  const form = forms.forms[props.formId]
  const { register, handleSubmit, formState, formRef, onInvalid, idempotencyKey } = useContactForm<LeadContact>(
    'contact',
    EMPTY_CONTACT,
  )
  const [now, setNow] = useState<number | null>(null)
  const [date, setDate] = useState('')
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay | ''>('')
  const [slot, setSlot] = useState('')
  const [slotMissing, setSlotMissing] = useState(false)
  const [status, setStatus] = useState<Status>('editing')
  const [confirmedSlot, setConfirmedSlot] = useState('')
  const confirmationRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state is read after hydration, so the first client render matches the server HTML
    if (hydrated) setNow(Date.now())
  }, [hydrated])
  useEffect(() => {
    if (status === 'sent') confirmationRef.current?.focus()
  }, [status])

  const dates = useMemo(() => (now === null ? [] : dateOptions(now)), [now])
  const times = useMemo(() => (now === null || !date ? [] : timeOfDayOptions(date, now)), [now, date])
  const slots = useMemo(
    () => (now === null || !date || !timeOfDay ? [] : timeSlotOptions(date, timeOfDay, now)),
    [now, date, timeOfDay],
  )

  /** The page may have been open a while: the slot must still be offered now. Focuses the picker if not. */
  const slotStillOffered = (): boolean => {
    const current = Date.now()
    const stillOffered = Boolean(
      slot && timeOfDay && timeSlotOptions(date, timeOfDay, current).some((option) => option.value === slot),
    )
    if (!stillOffered) {
      setNow(current)
      setSlot('')
      setSlotMissing(true)
      document.getElementById(`${id}-slot`)?.focus()
    }
    return stillOffered
  }

  const send = async (values: LeadContact) => {
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
      markLeadSubmitted()
      setConfirmedSlot(slot)
      setStatus('sent')
    } else setStatus('failed')
  }

  if (status === 'sent') {
    return (
      <Section id={id} aria-labelledby={`${id}-confirmation`}>
        <Container css={css`max-width: 48rem;`}>
          <h2 id={`${id}-confirmation`} ref={confirmationRef} tabIndex={-1}>
            {props.confirmationHeading}
          </h2>
          <p data-testid="scheduling-confirmation">
            {fillTemplate(props.confirmationText, { slot: describeSlot(confirmedSlot) ?? confirmedSlot })}
          </p>
          {form?.thankYou && <p>{form.thankYou}</p>}
        </Container>
      </Section>
    )
  }

  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 48rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        {props.intro && <p>{props.intro}</p>}
        {now === null ? (
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
              const slotOffered = slotStillOffered()
              void handleSubmit(async (values) => {
                if (slotOffered) await send(values)
              }, onInvalid)()
            }}
          >
            <fieldset aria-labelledby={`${id}-heading`} css={fieldsetStyle}>
              <p id={`${id}-timezone`} css={css`margin-top: 0;`}>
                {props.timezoneNote}
              </p>
              <div css={css`display: grid; gap: 1rem; ${theme.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
                <Picker
                  id={`${id}-date`}
                  label={props.dateLabel}
                  prompt={props.choosePrompt}
                  options={dates}
                  value={date}
                  onChange={(value) => {
                    setDate(value)
                    setTimeOfDay('')
                    setSlot('')
                  }}
                />
                <Picker
                  id={`${id}-time-of-day`}
                  label={props.timeOfDayLabel}
                  prompt={props.choosePrompt}
                  options={times}
                  value={timeOfDay}
                  disabled={!date}
                  onChange={(value) => {
                    setTimeOfDay(value as TimeOfDay)
                    setSlot('')
                  }}
                />
                <Picker
                  id={`${id}-slot`}
                  label={props.slotLabel}
                  prompt={props.choosePrompt}
                  options={slots}
                  value={slot}
                  disabled={!timeOfDay}
                  describedBy={`${id}-timezone${slotMissing ? ` ${id}-slot-error` : ''}`}
                  invalid={slotMissing}
                  onChange={(value) => {
                    setSlot(value)
                    setSlotMissing(false)
                  }}
                />
              </div>
              {timeOfDay && slots.length === 0 && <p role="status">{props.noSlotsText}</p>}
              {slotMissing && (
                <p id={`${id}-slot-error`} css={css`color: #b3261e; font-weight: 700;`}>
                  {props.slotRequiredMessage}
                </p>
              )}
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
      </Container>
    </Section>
  )
}

const fieldsetStyle = css`
  border: 0;
  padding: 0;
  margin: 0 0 2rem;
  min-width: 0;
`

interface PickerProps {
  id: string
  label: string
  prompt: string
  options: ScheduleOption[]
  value: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  onChange: (value: string) => void
}

/** A labelled native select of {value, text} options (spec §3.9), with an empty first choice. */
function Picker({ id, label, prompt, options, value, disabled, invalid, describedBy, onChange }: PickerProps) {
  return (
    <div>
      <label htmlFor={id} css={css`display: block; font-weight: 700; margin-bottom: 0.25rem;`}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
        css={css`
          width: 100%;
          padding: 0.65rem 0.5rem;
          font: inherit;
          border: 2px solid ${invalid ? '#b3261e' : '#6b7078'};
          border-radius: 0.4rem;
          background: #fff;
        `}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  )
}

import { css, useTheme } from '@emotion/react'
import { type ScheduleOption, type TimeOfDay, withWeekday } from '../../../services/scheduling/index.ts'
import type { SlotChoice } from './useSlotChoice.ts'

/** The pickers' words (block props). */
export interface SlotPickerTexts {
  dateLabel: string
  timeOfDayLabel: string
  slotLabel: string
  choosePrompt: string
  timezoneNote: string
  noSlotsText: string
  slotRequiredMessage: string
  /** A postable form's empty arrival-time picker before scripts run: the times come in the post's answer. */
  slotsAfterSendPrompt?: string
}

/**
 * Date, time of day and arrival time as three native selects (spec §3.9, §4.11), each enabled once the one
 * before is chosen; the time-zone note and a missing slot's message are read with the arrival-time picker.
 * Element ids: `${id}-date`, `${id}-time-of-day`, `${id}-slot`. `weekdays` shows each date with its weekday (the
 * checkout host, /scheduling); without it the dates read exactly as spec §4.11 writes them. A postable choice
 * (useSlotChoice) names its selects date, timeOfDay and slot, the fields a post without scripts sends.
 */
export function SlotPickers({
  id,
  texts,
  choice,
  weekdays = false,
}: {
  id: string
  texts: SlotPickerTexts
  choice: SlotChoice
  weekdays?: boolean
}) {
  const theme = useTheme()
  // Before scripts the arrival times come in the post's answer. Said under the picker, where it wraps: a select's
  // own text cannot, and the sentence was cut off in a third of the row at 1280 px (issue 25 walkthrough).
  const slotsAfterSend = choice.beforeScripts && choice.slots.length === 0 && !!texts.slotsAfterSendPrompt
  return (
    <>
      <p id={`${id}-timezone`} css={css`margin-top: 0;`}>
        {texts.timezoneNote}
      </p>
      <div css={css`display: grid; gap: 1rem; ${theme.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
        <Picker
          id={`${id}-date`}
          name={choice.postable ? 'date' : undefined}
          label={texts.dateLabel}
          prompt={texts.choosePrompt}
          options={weekdays ? choice.dates.map(withWeekday) : choice.dates}
          value={choice.date}
          onChange={choice.setDate}
        />
        <Picker
          id={`${id}-time-of-day`}
          name={choice.postable ? 'timeOfDay' : undefined}
          label={texts.timeOfDayLabel}
          prompt={texts.choosePrompt}
          options={choice.times}
          value={choice.timeOfDay}
          disabled={!choice.date && !choice.beforeScripts}
          onChange={(value) => choice.setTimeOfDay(value as TimeOfDay)}
        />
        <Picker
          id={`${id}-slot`}
          name={choice.postable ? 'slot' : undefined}
          label={texts.slotLabel}
          prompt={texts.choosePrompt}
          hint={slotsAfterSend ? texts.slotsAfterSendPrompt : undefined}
          options={choice.slots}
          value={choice.slot}
          disabled={!choice.timeOfDay || (choice.beforeScripts && choice.slots.length === 0)}
          describedBy={`${id}-timezone${slotsAfterSend ? ` ${id}-slot-hint` : ''}${choice.missing ? ` ${id}-slot-error` : ''}`}
          invalid={choice.missing}
          onChange={choice.setSlot}
        />
      </div>
      {choice.timeOfDay && choice.slots.length === 0 && <p role="status">{texts.noSlotsText}</p>}
      {choice.missing && (
        <p id={`${id}-slot-error`} css={css`color: #b3261e; font-weight: 700;`}>
          {texts.slotRequiredMessage}
        </p>
      )}
    </>
  )
}

interface PickerProps {
  id: string
  name?: string
  label: string
  prompt: string
  /** A line under the select that describes it (`${id}-hint`), for words too long for the select's own text. */
  hint?: string
  options: ScheduleOption[]
  value: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  onChange: (value: string) => void
}

/** A labelled native select of {value, text} options (spec §3.9), with an empty first choice. */
function Picker({
  id,
  name,
  label,
  prompt,
  hint,
  options,
  value,
  disabled,
  invalid,
  describedBy,
  onChange,
}: PickerProps) {
  return (
    <div>
      <label htmlFor={id} css={css`display: block; font-weight: 700; margin-bottom: 0.25rem;`}>
        {label}
      </label>
      <select
        id={id}
        name={name}
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
      {hint && (
        <p id={`${id}-hint`} css={css`margin: 0.35rem 0 0; font-size: 0.9rem;`}>
          {hint}
        </p>
      )}
    </div>
  )
}

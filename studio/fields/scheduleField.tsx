import type { CustomField } from '@puckeditor/core'
import { useContext, useId } from 'react'
import type { ScheduleConfig } from '../../services/schedule/index.ts'
import {
  type BlockScheduleConfig,
  PROMOTION_PHASES,
  type PromotionPhase,
  namesPromotion,
} from '../../services/schedule/promotionSchedule.ts'
import { promotionWords } from '../../scripts/lib/scheduleDiff.ts'
import { FieldNoteSlot } from './FieldNoteSlot.tsx'
import { PreviewContext } from '../client/previewContext.ts'
import {
  SCHEDULE_PROP,
  SCHEDULE_WORDS,
  joinChicagoTime,
  scheduleOf,
  scheduleProblems,
  splitChicagoTime,
} from './scheduleWords.ts'

const inputCss = { font: 'inherit', padding: '4px 6px' }
/** The chooser's value for a block with dates of its own (or none). */
const DATES_CHOICE = 'dates'
const helpCss = { margin: '2px 0 6px', fontSize: 12, color: '#555' }

/**
 * "Show from" / "Hide after": a date and an optional time each, in Chicago time, written to the block's
 * `schedule` as "2027-05-31" or "2027-05-31T18:00". Problems (an end before the start, a date that does
 * not exist) show as sentences under the field while typing; config:check says the same at save. Beside dates, the
 * block may follow a price promotion's (`{ "promotion", "when" }`): shown before it starts, while it runs or after
 * it ends, so a sale's dates are written once, in site-config/price-promotions.json.
 */
export function scheduleField(): CustomField<BlockScheduleConfig | undefined> {
  return {
    type: 'custom',
    label: SCHEDULE_WORDS.label,
    render: function ScheduleInput({ value: written, onChange, readOnly }) {
      const problemsId = useId()
      const chooserId = useId()
      // The promotions come with the opened page (studioApi); none outside the page editor.
      const promotions = useContext(PreviewContext)?.promotions ?? []
      const named = written && namesPromotion(written) ? written : undefined
      const value: ScheduleConfig | undefined = named ? undefined : (written as ScheduleConfig | undefined)
      const problems = scheduleProblems(value)
      const setEnd = (key: 'startsAt' | 'endsAt', text: string | undefined) =>
        onChange(scheduleOf(key === 'startsAt' ? text : value?.startsAt, key === 'endsAt' ? text : value?.endsAt))
      // "dates", or "<when> <promotion id>": a promotion's phase replaces the dates, and "dates" starts them empty.
      const choose = (choice: string) => {
        if (choice === DATES_CHOICE) return onChange(undefined)
        const [when, promotion] = choice.split(' ') as [PromotionPhase, string]
        onChange({ promotion, when })
      }
      const ids = [...new Set([...promotions.map((p) => p.id), ...(named ? [named.promotion] : [])])]
      return (
        <fieldset data-schedule-field="" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 2 }}>{SCHEDULE_WORDS.label}</legend>
          <p style={helpCss}>{SCHEDULE_WORDS.help}</p>
          {ids.length > 0 && (
            <div style={{ marginBottom: 8 }} data-schedule-promotion="">
              <label htmlFor={chooserId} style={{ display: 'block', fontSize: 13 }}>
                {SCHEDULE_WORDS.follows}
              </label>
              <select
                id={chooserId}
                style={inputCss}
                disabled={readOnly}
                value={named ? `${named.when} ${named.promotion}` : DATES_CHOICE}
                onChange={(event) => choose(event.target.value)}
              >
                <option value={DATES_CHOICE}>{SCHEDULE_WORDS.ownDates}</option>
                {ids.flatMap((id) =>
                  PROMOTION_PHASES.map((when) => (
                    <option key={`${when} ${id}`} value={`${when} ${id}`}>
                      {`Shown ${promotionWords(id, when)}`}
                    </option>
                  )),
                )}
              </select>
              <p style={helpCss}>{SCHEDULE_WORDS.followsHelp}</p>
            </div>
          )}
          {!named &&
            (['startsAt', 'endsAt'] as const).map((key) => (
              <ChicagoTimeInput
                key={key}
                label={SCHEDULE_WORDS[key]}
                help={SCHEDULE_WORDS[`${key}Help`]}
                name={key}
                written={value?.[key]}
                readOnly={readOnly}
                describedBy={problems.length ? problemsId : undefined}
                onChange={(text) => setEnd(key, text)}
              />
            ))}
          {problems.length > 0 && (
            <div id={problemsId} role="alert" data-schedule-problem="">
              {problems.map((problem) => (
                <p key={problem} style={{ color: '#a4000f', fontSize: 13, margin: '4px 0 0' }}>
                  {problem}
                </p>
              ))}
            </div>
          )}
          <FieldNoteSlot prop={SCHEDULE_PROP} />
        </fieldset>
      )
    },
  }
}

/** One end of a schedule: a date and an optional time (Chicago), as the file writes it ("2027-05-31T18:00"). */
export function ChicagoTimeInput({
  label,
  help,
  name,
  written,
  readOnly,
  describedBy,
  onChange,
}: {
  label: string
  help: string
  name: string
  written: string | undefined
  readOnly?: boolean
  describedBy?: string
  onChange: (text: string | undefined) => void
}) {
  const dateId = useId()
  const timeId = useId()
  const helpId = useId()
  // A value the date input cannot show (not written as the site reads it) is kept until replaced or cleared.
  const parts = splitChicagoTime(written) ?? { date: '', time: '' }
  const describe = [helpId, describedBy].filter(Boolean).join(' ')
  return (
    <div style={{ marginBottom: 8 }} data-schedule-end={name}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <span>
          <label htmlFor={dateId} style={{ display: 'block', fontSize: 13 }}>
            {label}
          </label>
          <input
            id={dateId}
            name={name}
            type="date"
            style={inputCss}
            readOnly={readOnly}
            value={parts.date}
            aria-describedby={describe}
            aria-invalid={describedBy ? true : undefined}
            onChange={(event) => onChange(joinChicagoTime(event.target.value, parts.time))}
          />
        </span>
        <span>
          <label htmlFor={timeId} style={{ display: 'block', fontSize: 13 }}>
            {SCHEDULE_WORDS.time}
          </label>
          <input
            id={timeId}
            type="time"
            style={inputCss}
            readOnly={readOnly}
            disabled={!parts.date}
            value={parts.time}
            aria-describedby={helpId}
            onChange={(event) => onChange(joinChicagoTime(parts.date, event.target.value))}
          />
        </span>
        {written !== undefined && (
          <button type="button" disabled={readOnly} onClick={() => onChange(undefined)} aria-label={`Clear ${label}`}>
            Clear
          </button>
        )}
      </div>
      <p id={helpId} style={helpCss}>
        {help}
        {written !== undefined && !splitChicagoTime(written) && ` The file has "${written}".`}
      </p>
    </div>
  )
}

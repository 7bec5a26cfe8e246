import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import type { WeeklySchedule } from '../../schemas/generated/hours.ts'
import { type LineWithOpening, OPENS_ATTRIBUTES, salesOpeningKey } from '../../services/hours/availabilityBootScript.ts'
import { lineSchedule } from '../../services/hours/index.ts'
import type { NextOpening } from '../../services/hours/schedule.ts'
import { WEEKDAY_KEYS } from '../../services/hours/schedule.ts'
import { whenWeCall } from './contact/CallbackPromise.tsx'
import { fillTemplate } from './fillTemplate.ts'

/**
 * Every next opening a visitor can meet on `schedule`, one per distinct wording: at each opening time today or
 * tomorrow, and on each weekday at its own opening times (after a weekend or a holiday, "on Monday at 7 AM CT").
 */
export function possibleOpenings(schedule: WeeklySchedule): NextOpening[] {
  const byKey = new Map<string, NextOpening>()
  WEEKDAY_KEYS.forEach((day, index) => {
    for (const [opens] of schedule[day] ?? [])
      for (const opening of [
        { daysAhead: 0, weekday: index + 1, opens },
        { daysAhead: 1, weekday: index + 1, opens },
        { daysAhead: 2, weekday: index + 1, opens },
      ])
        if (!byKey.has(salesOpeningKey(opening))) byKey.set(salesOpeningKey(opening), opening)
  })
  return [...byKey.values()]
}

/**
 * While a line is closed, words that say when it opens next ("Sales opens on Monday at 7 AM CT."), from the same
 * rule a lead's thank-you promises its call by (services/hours nextSalesOpening; the shop's line by its hours while sales is open,
 * nextEcommSalesOpening; phone support by its reading's hours, nextSupportOpening): `template` filled with `values` and `when`, one version per possible opening in the HTML,
 * and CSS shows the one the head boot script names on <html> (data-sales-opens, -ecomm-sales-opens, -support-opens) before the
 * first paint, so a prerendered page says it as the hour is. `undecided` shows while nothing names one (scripts off,
 * the line open). Pure CSS: hydration renders the same.
 */
export function UntilSalesOpens({
  undecided,
  template,
  values = {},
  line = 'sales',
}: {
  undecided: ReactNode
  template: string
  values?: Record<string, string>
  line?: LineWithOpening
}) {
  const { hours, forms } = useSiteData()
  const attribute = OPENS_ATTRIBUTES[line]
  return (
    <>
      {undecided !== null && <span css={whileUndecided(attribute)}>{undecided}</span>}
      {possibleOpenings(lineSchedule(hours, line)).map((opening) => {
        const key = salesOpeningKey(opening)
        return (
          <span key={key} data-sales-opens-words={key} css={whenOpening(attribute, key)}>
            {fillTemplate(template, { ...values, when: whenWeCall(forms.messages, opening) })}
          </span>
        )
      })}
    </>
  )
}

function whileUndecided(attribute: string) {
  return css`
    html[${attribute}] & {
      display: none;
    }
  `
}

function whenOpening(attribute: string, key: string) {
  return css`
    display: none;
    html[${attribute}='${key}'] & {
      display: inline;
    }
  `
}

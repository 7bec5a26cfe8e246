import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import type { SiteData } from '../../runtime/PageModel.ts'
import { CLOSED_TODAY_ATTRIBUTE } from '../../services/hours/availabilityBootScript.ts'
import { closedDays } from '../../services/hours/index.ts'
import { whenWeCall } from './contact/CallbackPromise.tsx'
import { fillTemplate } from './fillTemplate.ts'

export interface ClosedDayText {
  /** "YYYY-MM-DD", a closed date of hours.json. */
  date: string
  text: string
}

/**
 * What a line says on each closed day the page lists (hours.json closedDates and closedEveryYear, from the day the
 * site data was built, services/hours closedDays): `template` filled with the holiday's name and
 * when the line opens after it ("Closed today for Thanksgiving. Phone support opens tomorrow at 8 AM CT."),
 * worked out per date, so a page rendered on any day (prerendered too) carries every holiday's words.
 */
export function closedDayTexts(
  { hours, forms, closedDaysFrom }: Pick<SiteData, 'hours' | 'forms' | 'closedDaysFrom'>,
  line: 'sales' | 'ecommSales' | 'support',
  template: string,
  values: Record<string, string> = {},
): ClosedDayText[] {
  const messages = forms.messages
  return closedDays(hours, line, closedDaysFrom).map(({ date, name, opening }) => ({
    date,
    text: fillTemplate(template, { ...values, name, when: whenWeCall(messages, opening) }),
  }))
}

/**
 * `weekly` on any open day; on a closed date that date's own words instead. The head's boot script marks today's
 * closed date on <html> (data-closed-today) before the first paint, so the server's HTML is right as it arrives,
 * whether or not the block ever hydrates (the footer does not until it is scrolled to), and every line of a page
 * tells the same holiday at once.
 */
export function WeeklyOrClosedDay({ weekly, days }: { weekly: ReactNode; days: readonly ClosedDayText[] }) {
  if (days.length === 0) return <>{weekly}</>
  return (
    <>
      <span css={weeklyWords}>{weekly}</span>
      {days.map(({ date, text }) => (
        <span key={date} data-closed-day={date} css={onClosedDay(date)}>
          {text}
        </span>
      ))}
    </>
  )
}

/** The usual words hide on any closed date: the day's own words say it instead. */
const weeklyWords = css`
  html[${CLOSED_TODAY_ATTRIBUTE}] & {
    display: none;
  }
`

/** Words for one closed date: shown only on that date. */
function onClosedDay(date: string) {
  return css`
    display: none;
    html[${CLOSED_TODAY_ATTRIBUTE}='${date}'] & {
      display: inline;
    }
  `
}

import type { SerializedStyles } from '@emotion/react'
import { useState } from 'react'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { useVisitorOverrides } from '../../../runtime/render/VisitorOverrides.tsx'
import { clockTime, nextSalesOpening, type NextOpening } from '../../../services/hours/index.ts'
import type { FormMessages } from '../../../schemas/generated/forms.ts'
import { ByAvailability } from '../ByAvailability.tsx'
import { fillTemplate } from '../fillTemplate.ts'
import { SalesPhoneLink } from '../SalesPhoneLink.tsx'

// Monday 1 January 2024 is weekday 1: the day names come from Intl, not a list of our own.
const dayName = (weekday: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday))

/** "tomorrow at 7 AM CT", "on Monday at 7 AM CT": the next opening in the form texts' words. */
export function whenWeCall(messages: FormMessages, opening: NextOpening | null): string {
  if (!opening) return ''
  const time = clockTime(opening.opens)
  if (opening.daysAhead === 0) return fillTemplate(messages.callbackToday, { time })
  if (opening.daysAhead === 1) return fillTemplate(messages.callbackTomorrow, { time })
  return fillTemplate(messages.callbackOnDay, { day: dayName(opening.weekday), time })
}

/**
 * Under every thank-you: when the company will call. While sales is open, within minutes, with the call link
 * for a visitor who would rather talk now (unless the thank-you has its own call button); while it is closed, at the next opening of the sales hours.
 */
export function CallbackPromise({ linkCss, callLink = true }: { linkCss?: SerializedStyles; callLink?: boolean }) {
  const { forms, hours } = useSiteData()
  const { phones } = usePageContextData()
  const { now } = useVisitorOverrides()
  const messages = forms.messages
  // Shown once a lead is sent, so always in the browser: the clock is the visitor's (or the studio preview's).
  const [opening] = useState(() => nextSalesOpening(hours, now?.() ?? Date.now()))
  return (
    <ByAvailability
      line="sales"
      undecided="closed"
      open={
        <p data-callback-promise="open">
          {messages.callbackSoon}
          {callLink && (
            <>
              {' '}
              <SalesPhoneLink whenClosed="nothing" linkCss={linkCss}>
                {fillTemplate(messages.callNow, { phone: phones.sales })}
              </SalesPhoneLink>
            </>
          )}
        </p>
      }
      closed={
        <p data-callback-promise="closed">
          {fillTemplate(messages.callbackLater, { when: whenWeCall(messages, opening) })}
        </p>
      }
    />
  )
}

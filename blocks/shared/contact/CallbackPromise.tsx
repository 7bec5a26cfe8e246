import type { SerializedStyles } from '@emotion/react'
import { useState } from 'react'
import { usePageContextData, useSiteData } from '../../../runtime/render/PageModelContext.tsx'
import { useVisitorOverrides } from '../../../runtime/render/VisitorOverrides.tsx'
import {
  availabilityFor,
  clockTime,
  nextSalesOpening,
  weekdayName,
  type NextOpening,
} from '../../../services/hours/index.ts'
import type { FormMessages } from '../../../schemas/generated/forms.ts'
import { useAvailability } from '../useAvailability.ts'
import { fillTemplate } from '../fillTemplate.ts'
import { SalesPhoneLink } from '../SalesPhoneLink.tsx'

/** "tomorrow at 7 AM CT", "on Monday at 7 AM CT": the next opening in the form texts' words. */
export function whenWeCall(messages: FormMessages, opening: NextOpening | null): string {
  if (!opening) return ''
  const time = clockTime(opening.opens)
  if (opening.daysAhead === 0) return fillTemplate(messages.callbackToday, { time })
  if (opening.daysAhead === 1) return fillTemplate(messages.callbackTomorrow, { time })
  return fillTemplate(messages.callbackOnDay, { day: weekdayName(opening.weekday), time })
}

/**
 * Under every thank-you: when the company will call. While sales is open, within minutes, with the call link
 * for a visitor who would rather talk now (unless the thank-you has its own call button); while it is closed, at the next opening of the sales hours.
 */
export function CallbackPromise({ linkCss, callLink = true }: { linkCss?: SerializedStyles; callLink?: boolean }) {
  const { forms, hours } = useSiteData()
  const { phones } = usePageContextData()
  const { now, search } = useVisitorOverrides()
  const availability = useAvailability()
  const messages = forms.messages
  // Shown once a lead is sent, so always in the browser: the clock is the visitor's (or the studio preview's).
  // It decides here too, so the promise is true even where the head boot script did not decide (a "closed"
  // default would promise "tomorrow at 7 AM" at 10:00 on a weekday); the boot script's decision wins once known.
  const [here] = useState(() => {
    const instant = now?.() ?? Date.now()
    const query = search ?? (typeof window === 'undefined' ? '' : window.location.search)
    return {
      opening: nextSalesOpening(hours, instant),
      open: availabilityFor(hours, instant, query).sales,
    }
  })
  const open = availability.known ? availability.sales : here.open
  if (!open)
    return (
      <p data-callback-promise="closed">
        {fillTemplate(messages.callbackLater, { when: whenWeCall(messages, here.opening) })}
      </p>
    )
  return (
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
  )
}

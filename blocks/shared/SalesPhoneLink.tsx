import type { SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { hoursTexts } from '../../services/hours/texts.ts'
import type { HoursConfig } from '../../schemas/generated/hours.ts'
import { smsHref, telHref } from '../../services/partners/index.ts'
import { ByAvailability } from './ByAvailability.tsx'
import { type ClosedDayText, WeeklyOrClosedDay } from './ClosedDayWords.tsx'

export type SalesLine = 'sales' | 'notFoundSales' | 'ecommSales'

/** The fixed hours a line's closed state shows: the e-commerce line has its own (spec 9.1), the others sales'. */
export function salesLineHours(hours: HoursConfig, line: SalesLine): string {
  const texts = hoursTexts(hours)
  return line === 'ecommSales' ? texts.ecommSales : texts.sales
}

interface SalesPhoneLinkProps {
  /** A call link to the page's sales number, or a text (SMS) link to its sales text number. */
  kind?: 'call' | 'text'
  /** The link's words; the number itself when absent. */
  children?: ReactNode
  linkCss?: SerializedStyles
  /** While sales is closed: the fixed sales hours (spec 4.10), or nothing (a button that only calls). */
  whenClosed?: 'hours' | 'nothing'
  ariaLabel?: string
  /**
   * Which rule says sales is open: the general one, the 404 page's own (spec 2.11), or the e-commerce sales
   * line's (spec 9.1: the shop's); the hours shown while closed are that line's.
   */
  line?: SalesLine
  /** While sales is closed (whenClosed "hours"): these words instead of the bare hours. */
  closedText?: ReactNode
  /**
   * The words instead of closedText on each closed date (hours.json closedEveryYear and closedDates, services/hours closedDays): the
   * one of today shows, and closedText hides, by the boot script's data-closed-today before the first paint.
   */
  closedDayTexts?: readonly ClosedDayText[]
  /**
   * With scripts off (the hour unknown): whether the printed number is followed by the line's hours. Off only
   * where the hours stand right beside it already (the header's and footer's Sales group, whose status says them).
   */
  hoursWithoutScripts?: boolean
}

/**
 * With scripts off a prerendered page cannot know the hour, so a limited line is never a link then: its number
 * as plain text beside its hours ("Call (855) 555-0100, Mon-Fri 7am-10pm CT"), what a leading brand prints.
 * Phones do not turn it back into a call link: the head's format-detection meta (pages/+Head.tsx).
 */
export function PlainPhone({ words, hours }: { words: ReactNode; hours?: string }) {
  return (
    <span data-phone-plain="">
      {words}
      {hours !== undefined && `, ${hours}`}
    </span>
  )
}

/**
 * Every link to a sales number goes through here (tests/config/salesPhoneLinks.test.ts keeps it so): a
 * tel:/sms: link only while sales is open, the fixed hours instead while it is closed (spec 4.10), decided
 * before the first paint (ByAvailability). With scripts off, the number as plain text beside the hours (PlainPhone).
 * The number is the page's: a partner page gets its partner's line, a location page its local one.
 */
export function SalesPhoneLink({
  kind = 'call',
  children,
  linkCss,
  whenClosed = 'hours',
  ariaLabel,
  line = 'sales',
  closedText,
  closedDayTexts = [],
  hoursWithoutScripts = true,
}: SalesPhoneLinkProps) {
  const { phones } = usePageContextData()
  const { hours } = useSiteData()
  const number = kind === 'text' ? phones.salesText : phones.sales
  return (
    <ByAvailability
      line={line}
      undecided="closed"
      open={
        <a
          href={kind === 'text' ? smsHref(number) : telHref(number)}
          css={linkCss}
          aria-label={ariaLabel}
          data-sales-link={kind}
        >
          {children ?? number}
        </a>
      }
      closed={
        whenClosed === 'hours' ? (
          <span data-sales-hours="">
            <WeeklyOrClosedDay weekly={closedText ?? salesLineHours(hours, line)} days={closedDayTexts} />
          </span>
        ) : null
      }
      withoutScripts={
        <PlainPhone words={children ?? number} hours={hoursWithoutScripts ? salesLineHours(hours, line) : undefined} />
      }
    />
  )
}

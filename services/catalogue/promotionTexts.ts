import { DateTime } from 'luxon'
import { SCHEDULE_ZONE, chicagoInstant, lastShowingMinute } from '../schedule/index.ts'
import { dollars } from './money.ts'
import type { PricePromotion } from './pricePromotions.ts'

/**
 * The values of a promotion a config text may name as `{{promotion.<id>.<value>}}`, so a sale's dates and its
 * discount are written once (site-config/price-promotions.json) and every text quoting them follows:
 * - starts / ends: the first and the last day, "Monday, May 24" / "Monday, May 31";
 * - startDate / endDate: the same without the weekday, "May 24" / "May 31";
 * - startTime / endTime: the first and the last minute, "12:00 am CT" / "11:59 pm CT" (a whole-day end's is 11:59 pm);
 * - dates: the days it runs, "May 24–31" (a range over two months "May 30–June 2", over two years with both years);
 * - year: the year it ends, "2027";
 * - percentOff: "25%"; price: "$179.99" (whichever the promotion declares).
 * A value the promotion has no data for (an open end, a price on a percentage promotion) is not offered.
 */
export const PROMOTION_VALUES = [
  'starts',
  'ends',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'dates',
  'year',
  'percentOff',
  'price',
] as const
export type PromotionValue = (typeof PROMOTION_VALUES)[number]

/** The prefix of promotion values in texts: `{{promotion.memorial-day-cameras.ends}}`. */
export const PROMOTION_TOKEN_PREFIX = 'promotion.'

const at = (instant: number) => DateTime.fromMillis(instant, { zone: SCHEDULE_ZONE })
const day = (time: DateTime) => time.toFormat('cccc, LLLL d')
const date = (time: DateTime) => time.toFormat('LLLL d')
/** "11:59 pm CT", lower case as the site's offer texts write times. */
const clock = (time: DateTime) => `${time.toFormat('h:mm')} ${time.toFormat('a').toLowerCase()} CT`

/** The days from `first` through `last`: "May 24–31", "May 30–June 2", "December 30, 2026–January 4, 2027". */
export function dateRange(first: DateTime, last: DateTime): string {
  if (first.year !== last.year) return `${first.toFormat('LLLL d, yyyy')}–${last.toFormat('LLLL d, yyyy')}`
  if (first.month !== last.month) return `${date(first)}–${date(last)}`
  return first.day === last.day ? date(first) : `${date(first)}–${last.day}`
}

/** A promotion's values by name ("ends" → "Monday, May 31"); none of its dates when they are not real ones. */
export function promotionValues(promotion: PricePromotion): Partial<Record<PromotionValue, string>> {
  const values: Partial<Record<PromotionValue, string>> = {}
  if (promotion.percentOff !== undefined) values.percentOff = `${promotion.percentOff}%`
  if (promotion.price !== undefined) values.price = dollars(promotion.price)
  const { startsAt: writtenStart, endsAt: writtenEnd } = promotion.schedule ?? {}
  const start = writtenStart === undefined ? null : chicagoInstant(writtenStart, 'start')
  const end = writtenEnd === undefined ? null : chicagoInstant(writtenEnd, 'end')
  const first = start === null ? null : at(start)
  const last = end === null ? null : at(lastShowingMinute(writtenEnd!, end))
  if (first) Object.assign(values, { starts: day(first), startDate: date(first), startTime: clock(first) })
  if (last)
    Object.assign(values, { ends: day(last), endDate: date(last), endTime: clock(last), year: last.toFormat('yyyy') })
  if (first && last) values.dates = dateRange(first, last)
  return values
}

/** Every promotion's values as page tokens: `promotion.memorial-day-cameras.ends` → "Monday, May 31". */
export function promotionTokens(promotions: readonly PricePromotion[]): Record<string, string> {
  const tokens: Record<string, string> = {}
  for (const promotion of promotions)
    for (const [value, text] of Object.entries(promotionValues(promotion)))
      tokens[`${PROMOTION_TOKEN_PREFIX}${promotion.id}.${value}`] = text
  return tokens
}

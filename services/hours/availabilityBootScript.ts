import type { HoursConfig, WeeklySchedule } from '../../schemas/generated/hours.ts'
import { type NextOpening, OPENING_LOOKAHEAD_DAYS } from './schedule.ts'
import { lineSchedule, listedClosedDays } from './index.ts'

/**
 * The availability states the page shows, each written by the boot script as an attribute of <html>
 * (`data-sales="open"` or `"closed"`, …), so CSS shows the right variant before the first paint.
 */
export const AVAILABILITY_LINES = {
  sales: 'data-sales',
  ecommSales: 'data-ecomm-sales',
  support: 'data-support',
  offer: 'data-offer',
  countdown: 'data-countdown',
  notFoundSales: 'data-not-found-sales',
} as const
export type AvailabilityLine = keyof typeof AVAILABILITY_LINES

/** The lines people answer, closed all day on a closed date (services/hours/closedDates.ts); the offer windows are not. */
export const STAFFED_LINES: readonly AvailabilityLine[] = ['sales', 'ecommSales', 'support', 'notFoundSales']

/**
 * Set on <html> by the boot script to today's date ("2026-11-26") while today is a closed day (hours.json's closedDates
 * or closedEveryYear, as services/hours closedDateName answers),
 * absent otherwise: a call line shows the words it carries for that date (services/hours closedDays) before the
 * first paint, on prerendered and per-request pages alike.
 */
export const CLOSED_TODAY_ATTRIBUTE = 'data-closed-today'

/**
 * Set on <html> by the boot script while sales is closed: when it opens next, as salesOpeningKey writes it
 * ("tomorrow-420", "1-420" for Monday at 07:00), absent while it is open. A call line shows the words of that
 * opening before the first paint (blocks/shared/UntilSalesOpens.tsx), as the thank-you of a lead sent then says it.
 */
export const SALES_OPENS_ATTRIBUTE = 'data-sales-opens'

/**
 * The same for the shop's e-commerce line (its hours while sales is open, spec 9.1 and 4.10): when it opens next while it is closed
 * ("tomorrow-480"), so its closed words say "Opens tomorrow at 8 AM CT." before the first paint.
 */
export const ECOMM_SALES_OPENS_ATTRIBUTE = 'data-ecomm-sales-opens'

/**
 * The same for phone support (the support reading's hours): the Support group's closed call line says "Phone support
 * opens tomorrow at 8 AM CT." (issue 25 item 6: support offline says when it opens), text and chat being 24/7.
 */
export const SUPPORT_OPENS_ATTRIBUTE = 'data-support-opens'

/** Which attribute of <html> names a line's next opening: the lines whose closed words say when they open. */
export const OPENS_ATTRIBUTES = {
  sales: SALES_OPENS_ATTRIBUTE,
  ecommSales: ECOMM_SALES_OPENS_ATTRIBUTE,
  support: SUPPORT_OPENS_ATTRIBUTE,
} as const
export type LineWithOpening = keyof typeof OPENS_ATTRIBUTES

/**
 * What the words of a next opening depend on (whenWeCall: "today at …", "tomorrow at …", "on Monday at …"): today,
 * tomorrow or the weekday (1 = Monday … 7 = Sunday), and the opening minute of the day.
 */
export function salesOpeningKey(opening: Pick<NextOpening, 'daysAhead' | 'weekday' | 'opens'>): string {
  const day = opening.daysAhead === 0 ? 'today' : opening.daysAhead === 1 ? 'tomorrow' : String(opening.weekday)
  return `${day}-${toMinutes(opening.opens)}`
}

/** Fired on window after every check of the boot script, so hydrated components follow the minute re-check. */
export const AVAILABILITY_EVENT = 'harbor:availability'
const RECHECK_MS = 60_000

type MinuteWindows = Partial<Record<keyof WeeklySchedule, Array<[number, number]>>>

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 60 + minutes!
}

function minuteWindows(schedule: WeeklySchedule): MinuteWindows {
  return Object.fromEntries(
    Object.entries(schedule).map(([day, windows]: [string, Array<[string, string]> | undefined]) => [
      day,
      (windows ?? []).map(([opens, closes]) => [toMinutes(opens), toMinutes(closes)]),
    ]),
  )
}

/**
 * A small inline script for <head> that decides availability before the first paint, from the same hours
 * config as services/hours (spec 4.10, 2.11) but without luxon: the browser's Intl clock of the configured
 * time zone. It runs even when every script file is blocked or slow, needs no code chunk (so a failed chunk
 * can never leave the page on a wrong state), re-checks every minute, and honours `?offHours=true`.
 * availabilityBootScript.test.ts runs it against availabilityAt() for many instants. The closed days it knows are the
 * dates the page lists from `closedDaysFrom` (SiteData's, listedClosedDays): the rule that finds them runs on the
 * server, so the script carries their dates, not a second copy of the rule.
 */
export function availabilityBootScript(hours: HoursConfig, closedDaysFrom: string): string {
  const known = scriptByHours.get(hours)
  if (known?.closedDaysFrom === closedDaysFrom) return known.script
  const script = buildBootScript(hours, closedDaysFrom)
  scriptByHours.set(hours, { closedDaysFrom, script })
  return script
}

/** Built once per hours config (the server renders every page from the same object; a reload brings a new one). */
const scriptByHours = new WeakMap<HoursConfig, { closedDaysFrom: string; script: string }>()

function buildBootScript(hours: HoursConfig, closedDaysFrom: string): string {
  const config = {
    tz: hours.timezone,
    // The staffed lines keep the hours services/hours gives them (lineSchedule), so the page and the server agree.
    sales: minuteWindows(lineSchedule(hours, 'sales')),
    ecommSales: minuteWindows(lineSchedule(hours, 'ecommSales')),
    support: minuteWindows(lineSchedule(hours, 'support')),
    offer: minuteWindows(hours.offer),
    countdown: minuteWindows(hours.countdown),
    // The staffed lines are closed on these days (services/hours/closedDates.ts); the offer windows are not.
    closed: listedClosedDays(hours, closedDaysFrom).map(({ date }) => date),
  }
  // JSON in a <script>: "<" is escaped so no value can close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const a = AVAILABILITY_LINES
  return (
    `(function(){try{var c=${json},d=document.documentElement,` +
    `f=new Intl.DateTimeFormat('en-US',{timeZone:c.tz,year:'numeric',month:'2-digit',day:'2-digit',weekday:'short',hour:'numeric',minute:'numeric',hourCycle:'h23'});` +
    `function open(s,k,staffed){if(staffed&&c.closed.indexOf(k.date)>=0)return false;var w=s[k.day]||[];for(var i=0;i<w.length;i++)if(k.min>=w[i][0]&&k.min<w[i][1])return true;return false}` +
    `function set(n,v){var x=v?'open':'closed';if(d.getAttribute(n)!==x)d.setAttribute(n,x)}` +
    `function mark(n,v){if(v===null){if(d.hasAttribute(n))d.removeAttribute(n)}else if(d.getAttribute(n)!==v)d.setAttribute(n,v)}` +
    // Calendar days as day numbers (Date.UTC / 864e5; day 0, 1 January 1970, a Thursday): no Date object is made.
    `var W=['sun','mon','tue','wed','thu','fri','sat'],cn=[];function dn(s){return Date.UTC(+s.slice(0,4),+s.slice(5,7)-1,+s.slice(8,10))/864e5}for(var j=0;j<c.closed.length;j++)cn.push(dn(c.closed[j]));` +
    // services/hours nextOpeningOnCalendar: the first window start after now, closed dates skipped, within ${OPENING_LOOKAHEAD_DAYS} days.
    `function opens(s,k){var n=dn(k.date);for(var a=0;a<=${OPENING_LOOKAHEAD_DAYS};a++){if(cn.indexOf(n+a)>=0)continue;var wd=(n+a+4)%7,w=s[W[wd]]||[],b=-1;for(var i=0;i<w.length;i++)if((a>0||w[i][0]>k.min)&&(b<0||w[i][0]<b))b=w[i][0];if(b>=0)return(a===0?'today':a===1?'tomorrow':String(wd||7))+'-'+b}return null}` +
    `function check(){var p=f.formatToParts(new Date()),o={},i;for(i=0;i<p.length;i++)o[p[i].type]=p[i].value;` +
    `var k={date:o.year+'-'+o.month+'-'+o.day,day:String(o.weekday).toLowerCase(),min:(parseInt(o.hour,10)%24)*60+parseInt(o.minute,10)},` +
    `off=new URLSearchParams(location.search).get('offHours')==='true';` +
    `var so=!off&&open(c.sales,k,1);set('${a.sales}',so);mark('${SALES_OPENS_ATTRIBUTE}',so?null:opens(c.sales,k));var eo=!off&&open(c.ecommSales,k,1);set('${a.ecommSales}',eo);mark('${ECOMM_SALES_OPENS_ATTRIBUTE}',eo?null:opens(c.ecommSales,k));var po=!off&&open(c.support,k,1);set('${a.support}',po);mark('${SUPPORT_OPENS_ATTRIBUTE}',po?null:opens(c.support,k));` +
    `set('${a.offer}',!off&&open(c.offer,k));set('${a.countdown}',!off&&open(c.countdown,k));` +
    `set('${a.notFoundSales}',!off&&k.day!=='sun'&&open(c.sales,k,1));` +
    `if(c.closed.indexOf(k.date)>=0){if(d.getAttribute('${CLOSED_TODAY_ATTRIBUTE}')!==k.date)d.setAttribute('${CLOSED_TODAY_ATTRIBUTE}',k.date)}else if(d.hasAttribute('${CLOSED_TODAY_ATTRIBUTE}'))d.removeAttribute('${CLOSED_TODAY_ATTRIBUTE}');` +
    `try{window.dispatchEvent(new Event('${AVAILABILITY_EVENT}'))}catch(e){}}` +
    `check();setInterval(check,${RECHECK_MS})}catch(e){}})();`
  )
}

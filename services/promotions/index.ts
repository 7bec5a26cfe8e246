import { DateTime } from 'luxon'

/** Promotions are written in the company's time zone, like its business hours. */
export const PROMOTION_ZONE = 'America/Chicago'

/** As written in config: `2027-05-31` (a whole day) or `2027-05-31T18:00`, America/Chicago. */
export interface PromotionConfig {
  startsAt?: string
  endsAt: string
}

/** The moments a promotion shows between, as epoch milliseconds: from `startsAt` (inclusive) until `endsAt` (exclusive). */
export interface PromotionWindow {
  startsAt: number | null
  endsAt: number
}

/**
 * A written time as an instant. A date alone means the whole day: it starts at 00:00 and ends at
 * the midnight after it, so "endsAt": "2027-05-31" runs through 11:59 pm CT on May 31.
 */
export function chicagoInstant(text: string, edge: 'start' | 'end'): number | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
  const parsed = DateTime.fromISO(text, { zone: PROMOTION_ZONE })
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(text)) return null
  return (dateOnly && edge === 'end' ? parsed.plus({ days: 1 }) : parsed).toMillis()
}

export function promotionWindow(config: PromotionConfig): PromotionWindow | null {
  const endsAt = chicagoInstant(config.endsAt, 'end')
  const startsAt = config.startsAt === undefined ? null : chicagoInstant(config.startsAt, 'start')
  if (endsAt === null || (config.startsAt !== undefined && startsAt === null)) return null
  return { startsAt, endsAt }
}

export function isPromotionShowing(window: PromotionWindow, now: number): boolean {
  return (window.startsAt === null || now >= window.startsAt) && now < window.endsAt
}

/**
 * The window as one attribute value, `<start>-<end>` in epoch ms (start 0 when open): the browser's
 * boot script reads the page's windows from it and hides the blocks of those not showing.
 */
export function promotionKey(window: PromotionWindow): string {
  return `${window.startsAt ?? 0}-${window.endsAt}`
}

/** How a marketer reads an instant: "Mon, May 31, 2027, 11:59 PM CT". */
export function describeChicagoTime(instant: number): string {
  return `${DateTime.fromMillis(instant, { zone: PROMOTION_ZONE }).toFormat('ccc, LLL d, yyyy, h:mm a')} CT`
}

/** The head meta tag that lists a page's promotion windows for the boot script. */
export const PROMOTIONS_META = 'x-promotions'

/**
 * The part of the inline head boot script that hides promotions outside their window before the
 * first paint, so prerendered HTML stops showing an ended offer at its end without a rebuild. ES5,
 * no imports: it reads `<meta name="x-promotions" content="start-end ...">` (written before the
 * script) and adds one rule per window not showing now. promotionsBoot.test.ts runs it against
 * isPromotionShowing.
 */
export const PROMOTIONS_BOOT_SCRIPT =
  `var pm=document.querySelector('meta[name="${PROMOTIONS_META}"]');if(pm){var pn=Date.now(),pr='';` +
  `pm.getAttribute('content').split(' ').forEach(function(k){var p=k.split('-'),s=+p[0],e=+p[1];` +
  `if(k&&(pn<s||pn>=e))pr+='[data-promotion="'+k+'"]{display:none!important}'});` +
  // A constructed sheet is CSSOM, not an inline <style>, so a strict style-src policy allows it.
  `if(pr){if(document.adoptedStyleSheets&&window.CSSStyleSheet&&CSSStyleSheet.prototype.replaceSync){var ps=new CSSStyleSheet();ps.replaceSync(pr);` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat([ps])}else{var pe=document.createElement('style');pe.textContent=pr;document.head.appendChild(pe)}}}`

import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { NextStepTimeline } from '../../services/checkout/nextSteps.ts'
import { weekdayName } from '../../services/hours/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'
import type { OrderPartner } from './data.ts'

export type NextStepTexts = CheckoutOrderSummaryProps['confirmation']['nextSteps']

/** The visit's day as the steps say it: "today", "tomorrow" or "on Monday". */
function visitDayInWords(timeline: NextStepTimeline, texts: NextStepTexts): string {
  if (timeline.daysAhead === 0) return texts.today
  if (timeline.daysAhead === 1) return texts.tomorrow
  return fillTemplate(texts.onWeekday, { weekday: weekdayName(timeline.visitWeekday) })
}

/**
 * Who calls the buyer: a Harbor Security Consultant, or on a dealer partner's order the dealer's team, named as the
 * partner's pages name it (seventh walkthrough E3: "local installation by a Harbor-certified dealer team").
 */
export function callerInWords(texts: NextStepTexts, partner: OrderPartner | null): string {
  return partner?.kind === 'dealer' ? fillTemplate(texts.dealerCaller, { partner: partner.name }) : texts.caller
}

/**
 * What happens next, in order, worded for this order's timeline: the call before a near visit (else within one
 * business day), or a text to confirm when the sales team cannot call before the visit (closed until after it:
 * seventh walkthrough E10 b), the technician bringing the equipment when shipping could not deliver it first (else
 * it ships), the reminder text only when there is a day before the visit to send it, then the monitoring.
 */
export function nextStepsInWords(
  timeline: NextStepTimeline,
  texts: NextStepTexts,
  partner: OrderPartner | null = null,
): string[] {
  const visitDay = visitDayInWords(timeline, texts)
  const caller = callerInWords(texts, partner)
  const call = !timeline.salesCanCall
    ? texts.textToConfirm
    : timeline.callBeforeVisit
      ? texts.callBeforeVisit
      : texts.callWithinOneBusinessDay
  return [
    fillTemplate(call, { visitDay, caller }),
    fillTemplate(timeline.technicianBringsEquipment ? texts.technicianBringsEquipment : texts.equipmentShips, {
      visitDay,
    }),
    fillTemplate(timeline.textDayBefore ? texts.visitWithTextDayBefore : texts.visitSoon, { visitDay }),
    texts.monitoring,
  ]
}

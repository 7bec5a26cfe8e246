import type { CheckoutOrderSummaryProps } from '../../schemas/generated/blocks/CheckoutOrderSummaryProps.ts'
import type { NextStepTimeline } from '../../services/checkout/nextSteps.ts'
import { weekdayName } from '../../services/hours/index.ts'
import { fillTemplate } from '../shared/fillTemplate.ts'

export type NextStepTexts = CheckoutOrderSummaryProps['confirmation']['nextSteps']

/** The visit's day as the steps say it: "today", "tomorrow" or "on Monday". */
function visitDayInWords(timeline: NextStepTimeline, texts: NextStepTexts): string {
  if (timeline.daysAhead === 0) return texts.today
  if (timeline.daysAhead === 1) return texts.tomorrow
  return fillTemplate(texts.onWeekday, { weekday: weekdayName(timeline.visitWeekday) })
}

/**
 * What happens next, in order, worded for this order's timeline: the consultant's call before a near visit (else
 * within one business day), the technician bringing the equipment when shipping could not deliver it first (else
 * it ships), the reminder text only when there is a day before the visit to send it, then the monitoring.
 */
export function nextStepsInWords(timeline: NextStepTimeline, texts: NextStepTexts): string[] {
  const visitDay = visitDayInWords(timeline, texts)
  return [
    fillTemplate(timeline.callBeforeVisit ? texts.callBeforeVisit : texts.callWithinOneBusinessDay, { visitDay }),
    fillTemplate(timeline.technicianBringsEquipment ? texts.technicianBringsEquipment : texts.equipmentShips, {
      visitDay,
    }),
    fillTemplate(timeline.textDayBefore ? texts.visitWithTextDayBefore : texts.visitSoon, { visitDay }),
    texts.monitoring,
  ]
}

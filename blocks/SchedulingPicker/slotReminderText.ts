import type { ClosedDays } from '../../services/hours/closedDates.ts'
import { nextStepTimeline } from '../../services/checkout/nextSteps.ts'
import { SCHEDULING_ZONE, parseSlotValue } from '../../services/scheduling/index.ts'
import type { SchedulingPickerProps } from '../../schemas/generated/blocks/SchedulingPickerProps.ts'

/**
 * How the booked visit is confirmed, worded for the slot: the reminder text the day before only when there is a day
 * before the visit after the booking's day (the checkout's next steps decide it the same way: nextStepTimeline), else
 * the words for a visit that comes today or tomorrow. Null for a slot that does not parse.
 */
export function slotReminderText(
  booking: { slot: string; bookedAt: number },
  closedDays: ClosedDays | undefined,
  texts: Pick<SchedulingPickerProps, 'reminderDayBeforeText' | 'reminderSoonText'>,
): string | null {
  const visit = parseSlotValue(booking.slot)
  if (!visit) return null
  const timeline = nextStepTimeline({
    placedAt: booking.bookedAt,
    visitAt: visit.toMillis(),
    timezone: SCHEDULING_ZONE,
    closedDays,
    // A booking on /scheduling ships nothing (the customer already has or gets the equipment with the order).
    shippingBusinessDays: null,
  })
  return timeline.textDayBefore ? texts.reminderDayBeforeText : texts.reminderSoonText
}

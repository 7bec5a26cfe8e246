import { TIME_OF_DAY_WINDOWS, parseSlotValue } from '../scheduling/pickers.ts'
import type { InstallationAppointment } from './confirmation.ts'

/** The parts of an installation's arrival as the confirmation words them (its `appointmentText` template). */
export interface ArrivalWindow {
  /** "Friday, November 27, 2026" */
  date: string
  /** "morning" */
  window: string
  /** The window's first and last arrival: "8:00 AM", "12:00 PM". */
  from: string
  to: string
  /** The arrival time the buyer picked, the plan within the window: "8:00 AM". */
  time: string
}

/**
 * The window an installation's arrival is promised in (rater D21: "between 8:00 AM and 8:15 AM" promised a
 * 15-minute arrival no installer keeps). The slot the buyer picked is the technician's planned arrival; what the
 * company commits to is the time of day it lies in (spec §4.11's windows: Morning 8–12, Afternoon 12–17, Evening
 * 17–20). Null for a slot that cannot be read or does not lie in its time of day's window.
 */
export function arrivalWindowOf(
  appointment: Pick<InstallationAppointment, 'slot' | 'timeOfDay'>,
): ArrivalWindow | null {
  const slot = parseSlotValue(appointment.slot)
  const window = TIME_OF_DAY_WINDOWS.find((candidate) => candidate.value === appointment.timeOfDay)
  if (!slot || !window) return null
  const from = slot.set({ hour: window.startHour, minute: 0 })
  const to = slot.set({ hour: window.endHour, minute: 0 })
  if (slot < from || slot > to) return null
  return {
    date: slot.toFormat('cccc, LLLL d, yyyy'),
    window: window.text.toLowerCase(),
    from: from.toFormat('h:mm a'),
    to: to.toFormat('h:mm a'),
    time: slot.toFormat('h:mm a'),
  }
}

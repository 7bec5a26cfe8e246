/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SchedulingPicker/schema.json; edit the schema and run it again.
 */

/**
 * Installation scheduling: date, time of day and arrival-time pickers (spec 4.11), contact details, and a confirmation with the slot in words and how the visit is confirmed. Works without scripts (a form posted to the page).
 */
export interface SchedulingPickerProps {
  /**
   * A form in site-config/forms.json: heading, button and thank-you.
   */
  formId: string
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * The label of the date picker.
   */
  dateLabel: string
  /**
   * The label of the morning or afternoon picker.
   */
  timeOfDayLabel: string
  /**
   * The label of the arrival window picker.
   */
  slotLabel: string
  /**
   * The empty first choice of each picker.
   */
  choosePrompt: string
  /**
   * Says which time zone the times are in, e.g. All times are Central.
   */
  timezoneNote: string
  /**
   * Shown when the form is sent without an arrival window.
   */
  slotRequiredMessage: string
  /**
   * The line under the empty arrival-time picker while the page's scripts have not run: the arrival times of a window come when the date and time of day are sent.
   */
  slotsAfterSendPrompt?: string
  /**
   * Shown when no times are open.
   */
  noSlotsText: string
  /**
   * The button's words while the form is being sent, e.g. Sending…
   */
  sendingLabel: string
  /**
   * Shown when the appointment could not be booked.
   */
  errorText: string
  /**
   * Shown once the appointment is booked.
   */
  confirmationHeading: string
  /**
   * The booked arrival in the words of the checkout's appointment line: {{date}} ("Tuesday, November 24, 2026"), {{window}} (the time of day, "morning"), {{from}} and {{to}} (the window's first and last arrival, "8:00 AM", "12:00 PM"), {{time}} (the arrival time picked, the technician's plan within the window).
   */
  confirmationText: string
  /**
   * Shown after booking when a day lies between the booking and the visit, e.g. the reminder text the day before.
   */
  reminderDayBeforeText: string
  /**
   * Shown after booking a slot today or tomorrow, when there is no day before the visit to send a reminder.
   */
  reminderSoonText: string
}

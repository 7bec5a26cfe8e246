/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/SchedulingPicker/schema.json; edit the schema and run it again.
 */

/**
 * Installation scheduling: date, time of day and arrival-time pickers (spec 4.11), contact details, and a confirmation with the slot in words.
 */
export interface SchedulingPickerProps {
  /**
   * A form in site-config/forms.json: heading, button and thank-you.
   */
  formId: string
  heading: string
  intro?: string
  loadingText: string
  dateLabel: string
  timeOfDayLabel: string
  slotLabel: string
  /**
   * The empty first choice of each picker.
   */
  choosePrompt: string
  timezoneNote: string
  slotRequiredMessage: string
  noSlotsText: string
  sendingLabel: string
  errorText: string
  confirmationHeading: string
  /**
   * Template with {{slot}}, the chosen arrival window in words.
   */
  confirmationText: string
}

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
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * The loading text shown.
   */
  loadingText: string
  /**
   * The words shown for the date.
   */
  dateLabel: string
  /**
   * The words shown for the time of day.
   */
  timeOfDayLabel: string
  /**
   * The words shown for the slot.
   */
  slotLabel: string
  /**
   * The empty first choice of each picker.
   */
  choosePrompt: string
  /**
   * The timezone note shown.
   */
  timezoneNote: string
  /**
   * The message shown when slot required.
   */
  slotRequiredMessage: string
  /**
   * The no slots text shown.
   */
  noSlotsText: string
  /**
   * The words shown for the sending.
   */
  sendingLabel: string
  /**
   * The error text shown.
   */
  errorText: string
  /**
   * The heading of the confirmation part.
   */
  confirmationHeading: string
  /**
   * Template with {{slot}}, the chosen arrival window in words.
   */
  confirmationText: string
}

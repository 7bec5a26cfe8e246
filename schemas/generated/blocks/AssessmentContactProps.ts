/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/AssessmentContact/schema.json; edit the schema and run it again.
 */

/**
 * The assessment's contact step: contact details sent as a lead with the answers attached, then a thank-you.
 */
export interface AssessmentContactProps {
  /**
   * A form in site-config/forms.json: heading, button and thank-you.
   */
  formId: string
  /**
   * A sentence or two shown under the heading.
   */
  intro?: string
  /**
   * The button's words while the form is being sent, e.g. Sending…
   */
  sendingLabel: string
  /**
   * Shown when the lead cannot be sent; the phone number follows.
   */
  errorText: string
  /**
   * The words of the link back to the answers.
   */
  reviewLabel: string
  /**
   * The address of the page that lists the answers.
   */
  reviewPath: string
}

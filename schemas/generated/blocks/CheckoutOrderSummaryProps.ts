/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/CheckoutOrderSummary/schema.json; edit the schema and run it again.
 */

/**
 * The embedded checkout host's order page (/checkout/:order/:token/customer), the stand-in for the company's hosted checkout: the stored order's lines with their totals, one-time services such as installation, monitoring per month, shipping and why, and the subtotal as the order gives it; then the buyer's details (prefilled with what they gave this visit, editable), an installation slot (spec 4.11), a demo payment step, and a confirmation with the order number, installation time and what happens next. An unknown order or a token that does not match answers 404.
 */
export interface CheckoutOrderSummaryProps {
  /**
   * Before the order's monthly charges (monitoring, a plan billed with it).
   */
  monthlyLabel: string
  /**
   * The main words of this section.
   */
  heading: string
  /**
   * The words shown for the order number.
   */
  orderNumberLabel: string
  /**
   * The heading of the items part.
   */
  itemsHeading: string
  /**
   * The words shown for the quantity.
   */
  quantityLabel: string
  /**
   * The words shown for the included.
   */
  includedLabel: string
  /**
   * The words shown for the shipping.
   */
  shippingLabel: string
  /**
   * The words shown for the subtotal.
   */
  subtotalLabel: string
  /**
   * The form id sent with the buyer's contact lead.
   */
  contactFormId: string
  /**
   * The form that asks how to reach the buyer before the page promises a call.
   */
  contact: {
    /**
     * The main words of this section.
     */
    heading: string
    /**
     * A sentence or two shown under the heading.
     */
    intro: string
    /**
     * The words on the button.
     */
    button: string
    /**
     * The words shown for the sending.
     */
    sendingLabel: string
    /**
     * The error text shown.
     */
    errorText: string
    /**
     * Shown when the form is filled with what the buyer gave earlier this visit.
     */
    prefilledNote: string
  }
  /**
   * The promise of a call, shown only once the buyer's contact lead is accepted.
   */
  nextSteps: string
  /**
   * Name of a bundle line that carries no package name (the DIY bundle).
   */
  bundleName: string
  /**
   * Shown for a price of $0 (shipping, a free service).
   */
  freeLabel: string
  /**
   * Why monitoring is not in the subtotal (billed monthly).
   */
  monitoringNote: string
  /**
   * Why an installed system ships: {{shipping}} is the shipping method's name.
   */
  shippingNote: string
  /**
   * The installation slot and the demo payment, then the button that places the order.
   */
  placeOrder: {
    /**
     * The main words of this section.
     */
    heading: string
    /**
     * A sentence or two shown under the heading.
     */
    intro: string
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
     * The no slots text shown.
     */
    noSlotsText: string
    /**
     * The message shown when slot required.
     */
    slotRequiredMessage: string
    /**
     * The heading of the payment part.
     */
    paymentHeading: string
    /**
     * Says plainly that this is a demonstration: no card is asked for, charged or stored.
     */
    demoNotice: string
    /**
     * The words on the button.
     */
    button: string
    /**
     * The words shown for the sending.
     */
    sendingLabel: string
    /**
     * Shown when the order could not be placed; the sales number follows.
     */
    errorText: string
    /**
     * The heading of the appointment part.
     */
    appointmentHeading: string
  }
  /**
   * Shown once the order is placed (and on every later visit of the page).
   */
  confirmation: {
    /**
     * The main words of this section.
     */
    heading: string
    /**
     * The words shown for the order number.
     */
    orderNumberLabel: string
    /**
     * The words shown for the appointment.
     */
    appointmentLabel: string
    /**
     * The words shown for the contact.
     */
    contactLabel: string
    /**
     * The heading of the next steps part.
     */
    nextStepsHeading: string
    /**
     * The next steps, in order.
     *
     * @minItems 1
     */
    nextSteps: [string, ...string[]]
  }
  /**
   * After a unit price: "$99.99 each".
   */
  eachLabel: string
  /**
   * Read before each line's total.
   */
  lineTotalLabel: string
}

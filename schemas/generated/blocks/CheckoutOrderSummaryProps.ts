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
   * The page's heading once the order is placed (the confirmation), in place of the heading above.
   */
  confirmedHeading: string
  /**
   * Shown before the order number.
   */
  orderNumberLabel: string
  /**
   * Heads the list of what was ordered.
   */
  itemsHeading: string
  /**
   * Shown before each line's quantity.
   */
  quantityLabel: string
  /**
   * Shown for an item the package includes at no extra cost.
   */
  includedLabel: string
  /**
   * Shown before the shipping cost.
   */
  shippingLabel: string
  /**
   * Shown before the subtotal.
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
     * A sentence or two shown under the heading. {{caller}} is who calls (confirmation.nextSteps caller, or dealerCaller on a dealer partner's order).
     */
    intro: string
    /**
     * The words on the button.
     */
    button: string
    /**
     * The button's words while the details are being sent, e.g. Sending…
     */
    sendingLabel: string
    /**
     * Shown when the contact details could not be sent.
     */
    errorText: string
    /**
     * Shown when the form is filled with what the buyer gave earlier this visit.
     */
    prefilledNote: string
    /**
     * Shown once the buyer's details are stored from a browser that runs no scripts, instead of the next step (the installation time and the payment need scripts). {{caller}} is who calls (as in the introduction), {{orderNumber}} is the order's number, {{phone}} the page's sales number, {{hours}} the e-commerce sales hours (spec 9.1).
     */
    sentWithoutScriptsText: string
    /**
     * Under spec §8's "We are not able to service your area yet.": the next step. The buyer's details are kept as the invalid-ZIP lead, as the service-availability sign-up keeps them (spec §4.4, §8), and the order is neither placed nor charged. {{orderNumber}} is the order's number.
     */
    notServedNextStep: string
    /**
     * Before the shop's sales call line (a call link while it is open, its hours and when it opens while closed), under the next step.
     */
    notServedCallPrompt: string
  }
  /**
   * The installation address asked on the contact step (the ZIP is the contact's own field), shown on the next step and on the confirmation. The spec has no messages for an address: these are the site's.
   */
  installationAddress: {
    /**
     * The heading of the address fields, e.g. Where should we install?
     */
    heading: string
    /**
     * The street address field's label.
     */
    streetLabel: string
    /**
     * The optional apartment or unit field's label.
     */
    unitLabel: string
    /**
     * The city field's label.
     */
    cityLabel: string
    /**
     * The state picker's label.
     */
    stateLabel: string
    /**
     * The state picker's first, empty choice, e.g. Choose…
     */
    statePrompt: string
    /**
     * Shown when the street address is empty.
     */
    streetRequired: string
    /**
     * Shown when the city is empty.
     */
    cityRequired: string
    /**
     * Shown when no state is chosen.
     */
    stateRequired: string
    /**
     * Shown when a field holds more than an address line takes or a control character (spec §5's default wording). {{field}} is the field's label.
     */
    notValid: string
    /**
     * The address as the next step and the confirmation show it. {{address}} is the address on one line.
     */
    summaryText: string
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
   * Shown instead of working forms when scripts do not run in the buyer's browser: how to finish the order anyway. {{phone}} is the page's sales number, {{hours}} the e-commerce sales hours (spec 9.1).
   */
  withoutScriptsText: string
  /**
   * Under a one-time service the order includes at no charge (the professional installation): why it is free (spec 9.4).
   */
  freeServiceNote: string
  /**
   * Why monitoring is not in the subtotal (billed monthly).
   */
  monitoringNote: string
  /**
   * Why an installed system ships: {{shipping}} is the shipping method's name.
   */
  shippingNote: string
  /**
   * The installation slot and the payment step, then the button that places the order.
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
     * Shown while the installation times load.
     */
    loadingText: string
    /**
     * The label of the installation date picker.
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
     * Shown when no installation times are open.
     */
    noSlotsText: string
    /**
     * Shown when the order is placed without an arrival window.
     */
    slotRequiredMessage: string
    /**
     * Heads the payment part.
     */
    paymentHeading: string
    /**
     * In the payment part, above the button: {{subtotal}} is the order's total.
     */
    amountDueText: string
    /**
     * After the order total when the order has monthly charges: {{monthly}} is them (the monitoring), which start at activation.
     */
    monthlyDueText: string
    /**
     * Says plainly that this is a demonstration: nothing is charged, and of a card only its brand and last 4 digits are kept.
     */
    demoNotice: string
    /**
     * The words on the button.
     */
    button: string
    /**
     * The button's words while the order is being placed.
     */
    sendingLabel: string
    /**
     * Shown when the order could not be placed; the sales number follows.
     */
    errorText: string
    /**
     * Heads the chosen installation time.
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
     * Shown before the order number.
     */
    orderNumberLabel: string
    /**
     * Shown before the installation time.
     */
    appointmentLabel: string
    /**
     * The installation time after its label: {{date}} the day, {{window}} the time of day ("morning"), {{from}} and {{to}} its window (spec 4.11: the arrival the company commits to), {{time}} the arrival time picked (the technician's plan within the window).
     */
    appointmentText: string
    /**
     * Shown before how the buyer will be reached.
     */
    contactLabel: string
    /**
     * Heads the list of what happens next.
     */
    nextStepsHeading: string
    /**
     * What happens next, worded for the booked date: computed from the time the order was placed and the slot, on the company's calendar.
     */
    nextSteps: {
      /**
       * The call when the visit comes on or before the next business day after the order: {{caller}} who calls (caller, or dealerCaller on a dealer partner's order), {{visitDay}} "today", "tomorrow" or "on Monday".
       */
      callBeforeVisit: string
      /**
       * The call when the visit is later than the next business day: {{caller}} as above.
       */
      callWithinOneBusinessDay: string
      /**
       * {{caller}} of the call texts on the site's own orders and its non-dealer partners' ("A Harbor Security Consultant").
       */
      caller: string
      /**
       * {{caller}} on an order from a dealer partner's shop (partners.json kind "dealer"): {{partner}} is the dealer's name, as its pages name its team.
       */
      dealerCaller: string
      /**
       * Instead of the call when the online sales team is closed from the order until the visit begins (a Saturday slot booked that morning): the order is confirmed by text, which support answers 24/7. {{visitDay}} as above.
       */
      textToConfirm: string
      /**
       * When the visit comes before shipping could deliver (the order's shipping business days, holidays skipped): the technician brings it. {{visitDay}} as above.
       */
      technicianBringsEquipment: string
      /**
       * When shipping can deliver before the visit.
       */
      equipmentShips: string
      /**
       * The visit when there is no day before it left to send a reminder text: {{visitDay}} is "today" or "tomorrow".
       */
      visitSoon: string
      /**
       * The visit two days or more after the order: the technician's text the day before.
       */
      visitWithTextDayBefore: string
      /**
       * The last step: when monitoring starts.
       */
      monitoring: string
      /**
       * {{visitDay}} for a visit the day the order is placed.
       */
      today: string
      /**
       * {{visitDay}} for a visit the next day.
       */
      tomorrow: string
      /**
       * {{visitDay}} for a later visit: {{weekday}} is its name ("Monday").
       */
      onWeekday: string
      /**
       * Business days (Monday to Friday, closed dates skipped) the order's shipping takes to deliver: 2 for the spec's "2Day" couriers.
       */
      shippingBusinessDays: number
    }
    /**
     * After the next steps: the words before the shop's sales call link ("Questions about your order?"); while the e-commerce sales line is closed its hours show instead of the link (spec 4.10).
     */
    callPrompt?: string
    /**
     * The call link's words, before the page's sales number ("Call (855) …").
     */
    callLabel?: string
    /**
     * The confirmation's way back to the site ("Back to Harbor Home Security"). Without it (or its address) no link shows.
     */
    returnLabel?: string
    /**
     * Where the return link goes, a page of this site; {{orderNumber}} is the order's number. Give it as `placed={{orderNumber}}` on a page with a cart (`/shop?view=cart&placed={{orderNumber}}`): that page empties the cart the order was made from and says the order is placed (docs/features/shop.md).
     */
    returnHref?: string
  }
  /**
   * After a unit price: "$99.99 each".
   */
  eachLabel: string
  /**
   * Read before each line's total.
   */
  lineTotalLabel: string
  /**
   * Read before a promoted line's struck-through regular price: "Regular price $199.99, now $179.99".
   */
  regularPriceLabel: string
  /**
   * Read between a promoted line's regular price and its price: "Regular price $199.99, now $179.99".
   */
  nowLabel: string
  /**
   * Under the subtotal while a declared promotion lowers a line: what it saves, already taken off. {{saving}} is the amount.
   */
  savingText: string
  /**
   * Below 1024 px the order summary starts collapsed under a button that names the order total; its words while closed and while open.
   */
  summaryToggle: {
    /**
     * The collapsed summary's button on narrow screens, before the total.
     */
    show: string
    /**
     * The same button while the summary is open.
     */
    hide: string
  }
  /**
   * The hosted checkout's choice of how to pay (card, at installation, or 48-payment financing from the financing minimum), its card fields and errors, and how the confirmation names the choice.
   */
  payment: {
    /**
     * Heads the choice of how to pay.
     */
    methodLegend: string
    /**
     * The card choice's words.
     */
    cardLabel: string
    /**
     * The card number field's label.
     */
    cardNumberLabel: string
    /**
     * The expiry field's label (month and year, MM/YY).
     */
    expiryLabel: string
    /**
     * The security code field's label.
     */
    cvcLabel: string
    /**
     * The name field's label.
     */
    cardNameLabel: string
    /**
     * Under the card choice: the demo's test card number, and that no card is charged.
     */
    testCardHint: string
    /**
     * The words of the choice to pay when the system is installed.
     */
    atInstallationLabel: string
    /**
     * Under that choice: {{subtotal}} is the order total.
     */
    atInstallationText: string
    /**
     * The words of the financing choice.
     */
    financingLabel: string
    /**
     * Under the financing choice: {{offer}} is the financing offer as the package cards and the cart word it (constants.json financing: the order total ÷ 48, spec 9.4's figure, over 48 payments, then "Financing terms: " and spec 9.4's terms text), {{financed}} the order total.
     */
    financingText: string
    /**
     * Shown instead of the financing choice on orders below the financing minimum: {{minimum}}.
     */
    financingUnavailableText: string
    /**
     * What is wrong with a card field, shown under it.
     */
    errors: {
      /**
       * The card number is empty.
       */
      numberRequired: string
      /**
       * The card number fails the check every card number passes.
       */
      numberInvalid: string
      /**
       * A valid number of a card the company does not take.
       */
      brandNotAccepted: string
      /**
       * The expiry is not a month and year as MM/YY.
       */
      expiryInvalid: string
      /**
       * The expiry month has passed.
       */
      expiryPast: string
      /**
       * The security code is not 3 digits (4 on American Express).
       */
      cvcInvalid: string
      /**
       * The name on the card is empty.
       */
      nameRequired: string
      /**
       * The host refused the payment chosen (financing on an order below the minimum).
       */
      paymentRefused: string
    }
    /**
     * On the confirmation, before the payment chosen.
     */
    confirmationLabel: string
    /**
     * {{brand}} and {{last4}}: the card's brand and last 4 digits.
     */
    confirmationCard: string
    /**
     * {{subtotal}} is the order total.
     */
    confirmationAtInstallation: string
    /**
     * {{payments}}, {{monthly}} and {{financed}} as in the choice.
     */
    confirmationFinancing: string
    /**
     * Orders placed before the payment step had none to name.
     */
    confirmationDemo: string
  }
}

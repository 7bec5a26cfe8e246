/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/forms.schema.json; edit the schema and run it again.
 */

/**
 * Lead forms: ids, fields, steps, headings, buttons, consent and thank-you texts, the lead modals and the attribution storage (spec 2.10, 4.3-4.5, 8, 9.7). Validation messages are spec 5's (validationMessages); the precompiled validators of services/leads/validation carry them, so `npm run codegen` after editing them.
 */
export interface FormsConfig {
  $schema?: string
  /**
   * Shown with every submit button: automated calls and SMS, consent not required to purchase.
   */
  consent: string
  fieldLabels: FormFieldLabels
  validationMessages: FormValidationMessages
  questions: FormQuestions
  messages: FormMessages
  consultationModal: ConsultationModalConfig
  serviceAvailabilityModal: ServiceAvailabilityModalConfig
  ecommErrorModal: EcommErrorModalConfig
  attribution: AttributionConfig
  forms: {
    [k: string]: FormConfig
  }
}
export interface FormFieldLabels {
  firstName: string
  lastName: string
  email: string
  phone: string
  zip: string
  referralCode: string
}
/**
 * The messages of the lead forms' rules, word for word spec 5 (customerNumber*: the partner-offer claim, worded like spec 5's). The browser forms and the server's lead endpoint both say these; run `npm run codegen` after an edit (the validators are precompiled).
 */
export interface FormValidationMessages {
  required: string
  property: string
  firstName: string
  lastName: string
  emailRequired: string
  email: string
  phoneRequired: string
  phone: string
  fullName: string
  zipRequired: string
  zip: string
  customerNumberRequired: string
  customerNumber: string
}
/**
 * The callback form's radio questions (spec 4.3).
 */
export interface FormQuestions {
  propertyType: {
    legend: string
    owned: string
    rental: string
  }
  securitySystem: {
    legend: string
    yes: string
    no: string
  }
}
export interface FormMessages {
  /**
   * Callback form 1's step header; {{step}} and {{total}} are filled in.
   */
  stepOf: string
  /**
   * Shown with a radio question left unanswered (spec 4.3 step 1).
   */
  unansweredQuestion: string
  next: string
  back: string
  /**
   * Announced while the lead is being sent.
   */
  sending: string
  /**
   * Spec 4.4 step 4.
   */
  notServiceable: string
  /**
   * When the lead could not be stored or the network failed; {{phone}} is the page's sales number.
   */
  unavailable: string
  requiredFieldsNote: string
  /**
   * Every thank-you while sales is open: when a consultant will call.
   */
  callbackSoon: string
  /**
   * The call link beside callbackSoon (only while sales is open); {{phone}} is the page's sales number.
   */
  callNow: string
  /**
   * Every thank-you while sales is closed; {{when}} is the next opening (callbackToday, callbackTomorrow or callbackOnDay).
   */
  callbackLater: string
  /**
   * The next opening later today; {{time}} as 7 AM.
   */
  callbackToday: string
  /**
   * The next opening tomorrow; {{time}} as 7 AM.
   */
  callbackTomorrow: string
  /**
   * The next opening on a later day; {{day}} as Monday, {{time}} as 7 AM.
   */
  callbackOnDay: string
  /**
   * Instead of a lead form that hides once this browser has sent a lead.
   */
  requestReceivedHeading: string
  /**
   * The words under requestReceivedHeading.
   */
  requestReceived: string
}
/**
 * modal-consultation (spec 2.10): the form definition it shows; the form id sent is the page's formIds.consultationModal.
 */
export interface ConsultationModalConfig {
  /**
   * A key of forms.
   */
  form: string
  closeLabel: string
}
/**
 * modal-service-availability (spec 8).
 */
export interface ServiceAvailabilityModalConfig {
  formId: string
  heading: string
  subheading: string
  button: string
  thankYou: string
  close: string
}
/**
 * modal-ecomm-error: the generic e-commerce error (its original text is not shown in the spec).
 */
export interface EcommErrorModalConfig {
  heading: string
  /**
   * {{phone}} is the page's sales number.
   */
  text: string
  close: string
}
export interface AttributionConfig {
  /**
   * Session-storage key of the affiliate id (spec 3.6 "{affiliate-service}-id").
   */
  affiliateSessionKey: string
  /**
   * Where the inspection page keeps the referral code (spec 4.4).
   */
  referralCodeSessionKey: string
  referralQueryParameter: string
}
export interface FormConfig {
  /**
   * callback: the multi-step/inline callback form (4.3); consultationWithZip: checks ZIP serviceability first (4.4); consultation, secureOffer, embedded: validate then submit (4.5).
   */
  kind:
    | 'callback'
    | 'consultationWithZip'
    | 'consultation'
    | 'secureOffer'
    | 'embedded'
    | 'assessment'
    | 'scheduling'
  /**
   * The LeadRequest kind sent to POST /api/leads; defaults to callback for callback forms, else consultation.
   */
  leadKind?: 'general' | 'callback' | 'consultation' | 'ecommerce'
  /**
   * Callback forms only: steps (form 1) or the rent/own choice inline (forms 2 and modal).
   */
  callback?: {
    layout: 'steps' | 'inline'
    securitySystemQuestion: boolean
    /**
     * "Step N of 3" (form 1 only).
     */
    stepHeader: boolean
  }
  /**
   * Shows the optional referral-code field.
   */
  referralCode?: boolean
  heading: string
  subheading?: string
  button: string
  thankYou: string
  /**
   * A call button shown with the thanks; links to the page's sales number.
   */
  thankYouCta?: string
  /**
   * "...or contact sales at" / "Contact Sales" below the button.
   */
  contactSales?: {
    lead: string
    cta: string
  }
}

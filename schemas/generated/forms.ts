/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/forms.schema.json; edit the schema and run it again.
 */

/**
 * Lead forms: ids, headings, buttons, consent and thank-you texts (spec 2.10, 9.7).
 */
export interface FormsConfig {
  $schema?: string
  consent: string
  forms: {
    [k: string]: FormConfig
  }
}
export interface FormConfig {
  kind:
    | 'callback'
    | 'consultationWithZip'
    | 'consultation'
    | 'secureOffer'
    | 'embedded'
    | 'assessment'
    | 'scheduling'
  heading?: string
  button?: string
  thankYou?: string
  thankYouCta?: string
}

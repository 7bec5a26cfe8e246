/** Lead-form validation (spec §5): shared by the browser forms and the server's lead endpoint. */
export { VALIDATION_MESSAGES, notValidMessage } from './messages.ts'
export { EMAIL, PHONE, ZIP, FULL_NAME, NOT_BLANK, CUSTOMER_NUMBER } from './patterns.ts'
export {
  CONTACT_FIELDS,
  CONTACT_SCHEMAS,
  FIELD_ORDER,
  PROPERTY_TYPES,
  REQUIRED_MESSAGES,
  SECURITY_SYSTEM_ANSWERS,
  fieldsOf,
  type ContactField,
  type ContactRules,
  type ContactValues,
  type PropertyType,
  type SecuritySystemAnswer,
} from './schemas.ts'
export { validateContact, type ContactValidationResult, type FieldError } from './validateContact.ts'
export { rulesForLead } from './rulesForLead.ts'

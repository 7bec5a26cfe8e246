import { validationMessages } from '../../../site-config/forms.json'

/**
 * The spec's validation messages (spec §5), word for word, from site-config/forms.json `validationMessages`
 * (the customer-number pair is the partner-offer claim's, worded like spec §5's). The precompiled validators
 * carry them: `npm run codegen` after editing them (`npm run typecheck` fails while the validators are stale).
 */
export const VALIDATION_MESSAGES = validationMessages

/** The spec's default for max/min/regex rules: "{field} is not valid." */
export function notValidMessage(fieldLabel: string): string {
  return `${fieldLabel} is not valid.`
}

/**
 * The spec's field patterns (spec §5) as JSON-Schema-compatible regular expressions (no flags, so the
 * same source works in ajv, in the browser and on the server).
 */

/** Anything but whitespace: "empty, null, an empty array or whitespace only" fails the required rule. */
export const NOT_BLANK = '\\S'

const ONE_EMAIL = '[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+'
/**
 * One standard e-mail address. Spec §5 says the field "may allow several"; the site takes one, because a
 * lead's confirmation e-mail goes to that address and a list would turn one request into mail to many
 * people (issue 20, docs/threat-model.md).
 */
export const EMAIL = `^\\s*${ONE_EMAIL}\\s*$`

/**
 * 10 digits, optionally "(NXX)" around the area code, dashes or spaces between the groups; the first digit
 * is 2–9 (no 0 or 1), which is also what the input mask produces: "(312) 555-0142".
 */
export const PHONE = '^\\s*(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[-\\s]?[0-9]{3}[-\\s]?[0-9]{4}\\s*$'

/** "Starts with 5 digits" (spec §5); the mask keeps the input at exactly 5 digits. */
export const ZIP = '^\\s*[0-9]{5}'

/** At least two words of letters or hyphens separated by single spaces, after trimming. */
export const FULL_NAME = '^\\s*[A-Za-z-]+( [A-Za-z-]+)+\\s*$'

/**
 * A customer number as people copy it from a statement: 6 to 12 digits, spaces or dashes allowed between
 * them (the server drops those: services/offers normaliseCustomerNumber, CUSTOMER_NUMBER_PATTERN).
 */
export const CUSTOMER_NUMBER = '^\\s*[0-9]([\\s-]*[0-9]){5,11}\\s*$'

/**
 * No control characters (C0, DEL, C1): nothing a person types into a name, an e-mail or a phone field, and
 * what a terminal obeys (issue 28: a lead name that set the operator's window title or cleared the screen).
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$'

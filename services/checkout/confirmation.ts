import type { LeadContact } from '../leads/contract.ts'
import { type ContactField, validateContact } from '../leads/validation/index.ts'
import { type TimeOfDay, parseDateValue, parseSlotValue, timeSlotOptions } from '../scheduling/pickers.ts'
import type { ClosedDays } from '../hours/closedDates.ts'
import type { OrderPayment, PaymentChoice } from './payment.ts'
import { type AddressTexts, type InstallationAddress, addressProblems, trimmedAddress } from './installationAddress.ts'

/** The installation slot the buyer chose on the checkout host (spec §4.11's pickers). */
export interface InstallationAppointment {
  date: string
  timeOfDay: TimeOfDay
  /** "M/D/YYYY, hh:mm A" in America/Chicago. */
  slot: string
}

/**
 * What the checkout host stores once the buyer places the order. The payment is the buyer's choice (services/checkout
 * payment.ts): of a card only its brand and last 4 digits; 'demo' on orders placed before the payment step existed.
 */
export interface OrderConfirmation {
  contact: LeadContact
  /** Where to install (the contact's ZIP completes it); absent on orders placed before the page asked for it. */
  address?: InstallationAddress
  appointment: InstallationAppointment
  payment: OrderPayment | 'demo'
  confirmedAt: string
}

/** The browser's request to the checkout host: the order it holds (number and token), the details, slot and payment. */
export interface ConfirmOrderRequest {
  orderNumber: string
  token: string
  contact: LeadContact
  address: InstallationAddress
  appointment: InstallationAppointment
  payment: PaymentChoice
}

export type ConfirmOrderResult =
  | { status: 'confirmed'; confirmation: OrderConfirmation }
  | { status: 'invalid'; fieldErrors: Partial<Record<ContactField | 'address' | 'appointment' | 'payment', string>> }
  | { status: 'error'; message: string }

export const CONFIRM_ORDER_ENDPOINT = '/api/checkout-host/confirmation'

/** For API clients: the order page checks the address field by field with its own configured words first. */
export const ADDRESS_MESSAGE = 'The installation address is not complete.'
const ADDRESS_TEXTS: AddressTexts = {
  streetLabel: 'Street',
  unitLabel: 'Unit',
  cityLabel: 'City',
  stateLabel: 'State',
  streetRequired: ADDRESS_MESSAGE,
  cityRequired: ADDRESS_MESSAGE,
  stateRequired: ADDRESS_MESSAGE,
  notValid: ADDRESS_MESSAGE,
}

const SUNDAY = 7

/**
 * Whether an appointment keeps spec §4.11's rules that do not depend on the visitor's clock: a slot of its own
 * date and time of day (every 15 minutes, end included), never a Sunday nor a closed date (hours.json
 * `closedDates`, `closedEveryYear`), and not already begun at `now`. The
 * picker applies the rest (today's cut-offs, 4 hours ahead) on the visitor's clock.
 */
export function isBookableAppointment(
  appointment: InstallationAppointment,
  now: number,
  closedDays?: ClosedDays,
): boolean {
  const day = parseDateValue(appointment.date)
  const start = parseSlotValue(appointment.slot)
  if (!day || !start || day.weekday === SUNDAY || start.toMillis() <= now) return false
  // Slots of the day with no "from now" limit: every slot the window has (none on a closed date).
  return timeSlotOptions(appointment.date, appointment.timeOfDay, 0, closedDays).some(
    (option) => option.value === appointment.slot,
  )
}

/** Checks a confirmation request's shape and rules; the field messages are the contact forms' (spec §5). */
export function checkConfirmOrderRequest(
  body: unknown,
  now: number,
  appointmentMessage: string,
  closedDays?: ClosedDays,
): { ok: true; request: ConfirmOrderRequest } | { ok: false; fieldErrors: Partial<Record<string, string>> } | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  const b = body as Partial<ConfirmOrderRequest>
  if (typeof b.orderNumber !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(b.orderNumber)) return null
  if (typeof b.token !== 'string' || !/^[A-Za-z0-9-]{1,80}$/.test(b.token)) return null
  const contact = b.contact
  const appointment = b.appointment
  if (!contact || typeof contact !== 'object' || !appointment || typeof appointment !== 'object') return null
  const fieldErrors: Partial<Record<string, string>> = { ...validateContact('contact', contact).fieldErrors }
  const address = b.address && typeof b.address === 'object' ? b.address : {}
  if (Object.keys(addressProblems(address, ADDRESS_TEXTS)).length) fieldErrors.address = ADDRESS_MESSAGE
  const { date, timeOfDay, slot } = appointment
  const wellFormed = typeof date === 'string' && typeof slot === 'string' && typeof timeOfDay === 'string'
  if (!wellFormed || !isBookableAppointment({ date, timeOfDay, slot }, now, closedDays))
    fieldErrors.appointment = appointmentMessage
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  const trimmed: LeadContact = {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    zip: contact.zip.trim(),
  }
  // The payment is checked against the order's total by the host (acceptedPayment), which reads the order.
  const payment = (b.payment ?? null) as PaymentChoice
  return {
    ok: true,
    request: {
      orderNumber: b.orderNumber,
      token: b.token,
      contact: trimmed,
      address: trimmedAddress(address),
      appointment: { date, timeOfDay, slot },
      payment,
    },
  }
}

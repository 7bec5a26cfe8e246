import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGE, checkConfirmOrderRequest, isBookableAppointment } from '../confirmation.ts'

// Tuesday 2026-11-24 10:00 in Chicago (16:00 UTC).
const NOW = Date.parse('2026-11-24T16:00:00Z')
const ADDRESS = { street: '123 Main St', unit: '', city: 'Chicago', state: 'IL' }
const CONTACT = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(312) 555-0142', zip: '60601' }
const APPOINTMENT = { date: '11/25/2026', timeOfDay: 'afternoon', slot: '11/25/2026, 12:15 PM' } as const

describe('the checkout host’s installation slot (spec 4.11 rules that do not need the visitor’s clock)', () => {
  it.each([
    ['a slot of its window', APPOINTMENT, true],
    ['the window’s end time, included', { ...APPOINTMENT, slot: '11/25/2026, 05:00 PM' }, true],
    ['a slot outside its time of day', { ...APPOINTMENT, slot: '11/25/2026, 09:00 AM' }, false],
    ['a slot off the 15-minute steps', { ...APPOINTMENT, slot: '11/25/2026, 12:10 PM' }, false],
    ['a slot of another date', { ...APPOINTMENT, slot: '11/26/2026, 12:15 PM' }, false],
    ['a Sunday', { date: '11/29/2026', timeOfDay: 'morning', slot: '11/29/2026, 08:00 AM' }, false],
    ['a slot already begun', { date: '11/24/2026', timeOfDay: 'morning', slot: '11/24/2026, 08:00 AM' }, false],
    ['not a slot at all', { ...APPOINTMENT, slot: 'tomorrow' }, false],
  ] as const)('%s', (_name, appointment, bookable) => {
    expect(isBookableAppointment(appointment, NOW)).toBe(bookable)
  })
})

describe('the checkout host books no installation on a closed date (hours.json closedDates)', () => {
  it('Thanksgiving 2026 is refused with the closed dates, as a Sunday is', () => {
    const thanksgiving = { date: '11/26/2026', timeOfDay: 'afternoon', slot: '11/26/2026, 12:15 PM' } as const
    expect(isBookableAppointment(thanksgiving, NOW)).toBe(true)
    expect(isBookableAppointment(thanksgiving, NOW, { closedDates: { '2026-11-26': 'Thanksgiving' } })).toBe(false)
    const body = { orderNumber: 'HB12345678', token: 'abc123', contact: CONTACT, appointment: thanksgiving }
    const checked = checkConfirmOrderRequest(
      { ...body, payment: { method: 'card', brand: 'Visa', last4: '4242' } },
      NOW,
      'no',
      { closedDates: { '2026-11-26': 'Thanksgiving' } },
    )
    expect(checked).toMatchObject({ ok: false, fieldErrors: { appointment: 'no' } })
  })
})

describe('checkConfirmOrderRequest', () => {
  const request = {
    orderNumber: 'HB12345678',
    token: 'abc123',
    contact: CONTACT,
    address: ADDRESS,
    appointment: APPOINTMENT,
    payment: { method: 'card', brand: 'Visa', last4: '4242' },
  }

  it('accepts a complete request and trims the details', () => {
    const result = checkConfirmOrderRequest(
      { ...request, contact: { ...CONTACT, firstName: ' Ana ' }, address: { ...ADDRESS, street: ' 123 Main St ' } },
      NOW,
      'slot message',
    )
    expect(result).toEqual({ ok: true, request: { ...request, contact: CONTACT } })
  })

  it.each([
    ['no address', undefined],
    ['no street', { ...ADDRESS, street: ' ' }],
    ['no city', { ...ADDRESS, city: '' }],
    ['a state that is not one', { ...ADDRESS, state: 'XX' }],
  ])('refuses an installation address with %s (rater D3: an installation needs one)', (_, address) => {
    expect(checkConfirmOrderRequest({ ...request, address }, NOW, 'slot message')).toEqual({
      ok: false,
      fieldErrors: { address: ADDRESS_MESSAGE },
    })
  })

  it('answers the spec 5 messages and the slot message, field by field', () => {
    const result = checkConfirmOrderRequest(
      { ...request, contact: { ...CONTACT, email: 'nope', zip: '' }, appointment: { ...APPOINTMENT, slot: 'x' } },
      NOW,
      'slot message',
    )
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: 'Enter a valid email address.', zip: 'ZIP is required.', appointment: 'slot message' },
    })
  })

  it.each([
    null,
    [],
    'x',
    { ...request, orderNumber: '../x' },
    { ...request, token: '' },
    { ...request, contact: null },
  ])('refuses a malformed request %j', (body) => {
    expect(checkConfirmOrderRequest(body, NOW, 'slot message')).toBeNull()
  })
})

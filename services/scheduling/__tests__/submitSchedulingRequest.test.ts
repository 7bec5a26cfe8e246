import { describe, expect, it } from 'vitest'
import { schedulingLeadRequest } from '../index.ts'

const base = {
  idempotencyKey: 'k-1',
  contact: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(312) 555-0142', zip: '60601' },
  page: { pageName: 'scheduling', pageUrl: 'https://www.harborhomesecurity.com/scheduling', routeName: 'scheduling' },
  date: '11/24/2026',
  timeOfDay: 'morning' as const,
  slot: '11/24/2026, 08:00 AM',
}

describe('schedulingLeadRequest', () => {
  it('is a scheduling lead with the slot as shown and as an instant with its Chicago offset', () => {
    expect(schedulingLeadRequest(base)).toEqual({
      idempotencyKey: 'k-1',
      formId: 'scheduling-request-form',
      kind: 'scheduling',
      page: base.page,
      contact: base.contact,
      answers: {
        date: '11/24/2026',
        timeOfDay: 'morning',
        slot: '11/24/2026, 08:00 AM',
        slotStart: '2026-11-24T08:00:00.000-06:00',
      },
    })
    expect(schedulingLeadRequest({ ...base, date: '7/6/2026', slot: '7/6/2026, 05:45 PM' }).answers?.slotStart).toBe(
      '2026-07-06T17:45:00.000-05:00',
    )
  })

  it('refuses a slot that is not one', () => {
    expect(() => schedulingLeadRequest({ ...base, slot: 'tomorrow' })).toThrow('not a scheduling slot')
  })
})

import { describe, expect, it } from 'vitest'
import { leadContentOf } from '../leadContent.ts'

describe('leadContentOf: what a lead form’s values say', () => {
  it('trims the contact and keeps the answers given', () => {
    expect(
      leadContentOf({
        firstName: ' Ana ',
        lastName: 'Ruiz ',
        email: ' ana@example.com',
        phone: '(214) 555-0188 ',
        zip: ' 75201',
        property_type: 'property_type_owned',
        do_you_have_a_security_system: ' No ',
        referralCode: ' FRIEND10 ',
      }),
    ).toEqual({
      contact: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(214) 555-0188', zip: '75201' },
      answers: { property_type: 'property_type_owned', do_you_have_a_security_system: 'No', referralCode: 'FRIEND10' },
    })
  })

  it('leaves out answers not given or blank, and fills a missing contact field with an empty one', () => {
    expect(leadContentOf({ firstName: 'Ana', property_type: '', referralCode: '   ' })).toEqual({
      contact: { firstName: 'Ana', lastName: '', email: '', phone: '', zip: '' },
      answers: {},
    })
  })

  it('takes no other field into the lead (a posted body may carry anything)', () => {
    const values = { firstName: 'Ana', customerNumber: '100234', leadSource: 'evil' } as Parameters<
      typeof leadContentOf
    >[0]
    const content = leadContentOf(values)
    expect(Object.keys(content.contact)).toEqual(['firstName', 'lastName', 'email', 'phone', 'zip'])
    expect(content.answers).toEqual({})
  })
})

import { ajvResolver } from '@hookform/resolvers/ajv'
import { describe, expect, it } from 'vitest'
import { CONTACT_SCHEMAS, type ContactRules, validateContact } from '../../../services/leads/validation/index.ts'
import { contactResolver } from '../contact/contactResolver.ts'
import forms from '../../../site-config/forms.json' with { type: 'json' }

/** The browser forms use these schemas through react-hook-form's ajv resolver: it must say the same words. */
async function resolve(rules: ContactRules, values: Record<string, unknown>) {
  const resolver = ajvResolver(CONTACT_SCHEMAS[rules] as never)
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message: string }).message]),
  )
}

describe('CONTACT_SCHEMAS through the react-hook-form ajv resolver', () => {
  it.each([
    ['contact', { firstName: '', lastName: ' ', email: '', phone: '', zip: '' }],
    ['contact', { firstName: 'A', lastName: 'B', email: 'nope', phone: '(112) 555-0142', zip: '123' }],
    [
      'callback',
      { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(312) 555-0142', zip: '60601', property_type: '' },
    ],
    [
      'callbackWithSecuritySystem',
      {
        firstName: '',
        lastName: 'B',
        email: 'a@b.co',
        phone: '',
        zip: '6060',
        property_type: 'property_type_owned',
        do_you_have_a_security_system: '',
      },
    ],
    ['ecommerce', { firstName: '', lastName: '', email: '', phone: '(112) 555-0142', zip: '1' }],
    ['offerClaim', { customerNumber: '12', firstName: 'A', lastName: '', email: 'a@b', phone: '3125550142', zip: '' }],
  ] as const)('%s %j', async (rules, values) => {
    const expected = validateContact(rules, values).fieldErrors
    expect(Object.keys(expected).length).toBeGreaterThan(0)
    expect(await resolve(rules, values)).toEqual(expected)
    // The forms' own resolver (precompiled validators) says the same.
    const own = await contactResolver(rules)(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(
      Object.fromEntries(
        Object.entries(own.errors).map(([field, error]) => [field, (error as { message: string }).message]),
      ),
    ).toEqual(expected)
  })

  it('passes valid values through', async () => {
    expect(
      await resolve('contact', {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        phone: '(312) 555-0142',
        zip: '60601',
      }),
    ).toEqual({})
  })
})

describe('the messages are those of the config', () => {
  it('says site-config/forms.json validationMessages, which are spec 5 word for word', async () => {
    const own = await contactResolver('contact')(
      { firstName: '', lastName: 'B', email: 'x', phone: '', zip: '123' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    )
    const messages = Object.fromEntries(
      Object.entries(own.errors).map(([field, error]) => [field, (error as { message: string }).message]),
    )
    const config = forms.validationMessages
    expect(messages).toEqual({
      firstName: config.firstName,
      email: config.email,
      phone: config.phoneRequired,
      zip: config.zip,
    })
    // Spec 5's table.
    expect(config).toMatchObject({
      firstName: 'First Name is required.',
      email: 'Enter a valid email address.',
      phoneRequired: 'Phone is required.',
      zip: 'Enter a five digit ZIP code.',
      property: 'Please select Own or Rent.',
    })
  })
})

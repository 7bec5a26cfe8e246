import { describe, expect, it } from 'vitest'
import { addressInWords, addressProblems, trimmedAddress } from '../installationAddress.ts'

const TEXTS = {
  streetLabel: 'Street address',
  unitLabel: 'Unit',
  cityLabel: 'City',
  stateLabel: 'State',
  streetRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  notValid: '{{field}} is not valid.',
}
const DALLAS = { street: '123 Main St', unit: '', city: 'Dallas', state: 'TX' }

describe('the installation address (rater D3)', () => {
  it('takes a street, city and state, the unit optional', () => {
    expect(addressProblems(DALLAS, TEXTS)).toEqual({})
  })

  it('names each missing or wrong field with its message', () => {
    expect(addressProblems({ street: '  ', unit: 'x'.repeat(41), city: '', state: 'ZZ' }, TEXTS)).toEqual({
      street: 'Street address is required.',
      unit: 'Unit is not valid.',
      city: 'City is required.',
      state: 'State is not valid.',
    })
    expect(addressProblems({}, TEXTS)).toEqual({
      street: 'Street address is required.',
      city: 'City is required.',
      state: 'State is required.',
    })
  })

  it('reads on one line with the ZIP, as the summary and the confirmation show it', () => {
    expect(addressInWords(DALLAS, '75201')).toBe('123 Main St, Dallas, TX 75201')
    expect(addressInWords(trimmedAddress({ ...DALLAS, unit: ' Apt 4 ', street: ' 9 Elm St ' }), ' 75201')).toBe(
      '9 Elm St, Apt 4, Dallas, TX 75201',
    )
  })
})

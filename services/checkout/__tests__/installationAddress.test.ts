import { describe, expect, it } from 'vitest'
import { addressInWords, addressPartOf, addressProblems, placeOfZip, trimmedAddress } from '../installationAddress.ts'

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

  it('refuses control characters in every field with spec §5\'s "not valid" wording, as the move request does', () => {
    expect(
      addressProblems(
        { street: '123 Main\u001b]0;owned\u0007 St', unit: 'Apt\u00004', city: 'Dal\u007flas', state: 'T\u0085X' },
        TEXTS,
      ),
    ).toEqual({
      street: 'Street address is not valid.',
      unit: 'Unit is not valid.',
      city: 'City is not valid.',
      state: 'State is not valid.',
    })
    // Letters of every language, punctuation and a line's own spaces stay an address.
    expect(addressProblems({ ...DALLAS, street: '12 Ñandú Straße, #3-B', city: 'Coeur d’Alene' }, TEXTS)).toEqual({})
  })

  it('takes the city and state from a ZIP of one place, only the state from a ZIP of several in one state', () => {
    const place = (City: string, State: string) => ({ PostalCode: '75201', City, State })
    expect(placeOfZip([place('Dallas', 'TX')])).toEqual({ city: 'Dallas', state: 'TX' })
    expect(placeOfZip([place('Dallas', 'TX'), place('Highland Park', 'TX')])).toEqual({ state: 'TX' })
    expect(placeOfZip([place('Texarkana', 'TX'), place('Texarkana', 'AR')])).toEqual({})
    expect(placeOfZip([])).toEqual({})
    // A place outside the states the picker offers fills nothing the picker could not show.
    expect(placeOfZip([place('San Juan', 'PR')])).toEqual({ city: 'San Juan' })
  })

  it("reads the address part of the visit's details, leaving its contact out", () => {
    const visit = { firstName: 'Ana', zip: '75201', street: '1 Elm St', city: 'Dallas', state: 'TX' }
    expect(addressPartOf(visit)).toEqual({
      street: '1 Elm St',
      city: 'Dallas',
      state: 'TX',
    })
  })
})

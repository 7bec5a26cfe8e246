import { describe, expect, it } from 'vitest'
import { checkServiceability, locationText } from '../index.ts'

const never = async (): Promise<boolean | null> => {
  throw new Error('the API must not be asked when the list is loaded')
}

describe('ZIP serviceability (spec §5)', () => {
  it('uses the serviceable list when it was loaded', async () => {
    expect(await checkServiceability('75201', { list: ['75201', '75202'], askApi: never })).toEqual({
      serviceable: true,
      source: 'list',
    })
    expect(await checkServiceability('99501', { list: new Set(['75201']), askApi: never })).toEqual({
      serviceable: false,
      source: 'list',
    })
    // "Starts with 5 digits": only the five digits are compared.
    expect(await checkServiceability('75201-1234', { list: ['75201'], askApi: never })).toEqual({
      serviceable: true,
      source: 'list',
    })
  })

  it('otherwise asks the API', async () => {
    expect(await checkServiceability('99501', { list: null, askApi: async () => false })).toEqual({
      serviceable: false,
      source: 'api',
    })
    expect(await checkServiceability('75201', { list: null, askApi: async () => true })).toEqual({
      serviceable: true,
      source: 'api',
    })
  })

  it('counts a null API answer or an error as serviceable', async () => {
    expect(await checkServiceability('99501', { list: null, askApi: async () => null })).toEqual({
      serviceable: true,
      source: 'unknown',
    })
    expect(
      await checkServiceability('99501', { list: null, askApi: async () => Promise.reject(new Error('down')) }),
    ).toEqual({ serviceable: true, source: 'unknown' })
  })
})

describe('ZIP location text (spec §9.6)', () => {
  const dallas = { PostalCode: '75201', City: 'Dallas', State: 'TX' }
  it('one result: "City, State, Zip"; several: "State, Zip"; none: "US"', () => {
    expect(locationText([dallas], '75201')).toBe('Dallas, TX, 75201')
    expect(locationText([dallas, { ...dallas, City: 'Highland Park' }], '75201')).toBe('TX, 75201')
    expect(locationText([], '00000')).toBe('US')
  })
})

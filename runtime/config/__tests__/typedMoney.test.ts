import { describe, expect, it } from 'vitest'
import { type BackedAmounts, typedMoneyIn } from '../typedMoney.ts'

// $44.99 is what the catalogue sells the flood sensor at; $179.99 a declared promotion's price.
const backed: BackedAmounts = { sold: new Map([[4499, ['flood-sensor.equipment']]]), promoted: new Set([17999]) }
const kinds = (text: string) => typedMoneyIn(text, backed).map((money) => `${money.kind} ${money.typed}`)

describe('typedMoneyIn', () => {
  it('finds a price per month, a catalogue price and a device figure no catalogue backs', () => {
    expect(kinds('Monitoring for $29.99/mo.')).toEqual(['monthly $29.99'])
    expect(kinds('Monitoring for $29.99 a month.')).toEqual(['monthly $29.99'])
    expect(kinds('The sensor is $44.99.')).toEqual(['sold $44.99'])
    expect(kinds('Why a $30 water sensor can save thousands')).toEqual(['device $30'])
    expect(kinds('$250 outdoor cameras')).toEqual(['device $250'])
    expect(typedMoneyIn('a $30 water sensor', backed)[0]).toMatchObject({ device: 'sensor' })
  })

  it('leaves catalogue values, declared promotions and amounts that are not prices alone', () => {
    expect(kinds('Now {{price.doorbell-camera.equipment}}, or $179.99 while the holiday price runs.')).toEqual([])
    expect(kinds('A $400 gift card and $1 million of identity insurance')).toEqual([])
    expect(kinds('Take $100 off your first camera')).toEqual([])
    expect(kinds('$50 on our referral program for every system sold')).toEqual([])
    expect(kinds('Financing for orders of $599 or more')).toEqual([])
    expect(kinds('Save up to $1,000 in insurance for your home system')).toEqual([])
  })
})

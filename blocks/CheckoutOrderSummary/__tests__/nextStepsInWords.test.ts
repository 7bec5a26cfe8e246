import { describe, expect, it } from 'vitest'

import { realSite } from '../../../tests/support/realSite.ts'
import { nextStepTimeline } from '../../../services/checkout/nextSteps.ts'
import { nextStepsInWords } from '../nextStepsInWords.ts'
import type { OrderPartner } from '../data.ts'

const texts = realSite()
  .resolve('/checkout/HB1/0a/customer')
  .blocks.find((block) => block.type === 'CheckoutOrderSummary')!.props.confirmation.nextSteps
const chicago = (local: string) => Date.parse(`${local}:00-06:00`)
const hours = realSite().config.hours
const steps = (placed: string, visit: string, partner: OrderPartner | null = null) =>
  nextStepsInWords(
    nextStepTimeline({
      placedAt: chicago(placed),
      visitAt: chicago(visit),
      timezone: 'America/Chicago',
      closedDays: hours,
      shippingBusinessDays: texts.shippingBusinessDays ?? 2,
      salesHours: hours,
    }),
    texts,
    partner,
  ).join('\n')

describe('the confirmation’s next steps, worded for the booked date (rater D3)', () => {
  it('a visit this afternoon: the call comes before it, the technician brings the equipment, no text the day before', () => {
    const words = steps('2026-12-01T11:00', '2026-12-01T15:15')
    expect(words).toContain('calls you before your technician arrives today')
    expect(words).toContain('Your technician brings your equipment to your appointment today')
    expect(words).toContain('Your technician arrives today')
    expect(words).not.toMatch(/within one business day|ships to you|the day before/)
  })

  it('at 23:00, noon tomorrow: the same, said for tomorrow', () => {
    const words = steps('2026-12-01T23:00', '2026-12-02T12:00')
    expect(words).toContain('before your technician arrives tomorrow')
    expect(words).toContain('Your technician arrives tomorrow')
    expect(words).not.toMatch(/within one business day|ships to you|the day before/)
  })

  it('Friday for Monday: the call before Monday’s visit, said by its weekday, and a reminder text on Sunday', () => {
    const words = steps('2026-12-04T11:00', '2026-12-07T08:00')
    expect(words).toContain('before your technician arrives on Monday')
    expect(words).toContain('brings your equipment to your appointment on Monday')
    expect(words).toContain('by text the day before')
  })

  it('a week ahead: the call within one business day, the equipment ships, the text the day before', () => {
    const words = steps('2026-12-01T11:00', '2026-12-08T08:00')
    expect(words.split('\n')).toEqual([
      texts.callWithinOneBusinessDay.replace('{{caller}}', texts.caller),
      texts.equipmentShips,
      texts.visitWithTextDayBefore,
      texts.monitoring,
    ])
  })

  it('Saturday 11:00 for 3:15 PM, sales closed until Monday: a text confirms it, no call is promised (E10 b)', () => {
    const words = steps('2026-11-28T11:00', '2026-11-28T15:15')
    expect(words.split('\n')[0]).toBe(texts.textToConfirm.replace('{{visitDay}}', 'today'))
    expect(words).toContain(
      'We text you to confirm your order and installation appointment before your technician arrives today',
    )
    expect(words).not.toMatch(/calls you/)
  })

  it('a dealer partner’s order names the dealer’s team as the caller; another partner’s keeps the consultant (E3)', () => {
    const dealer = steps('2026-12-01T11:00', '2026-12-01T15:15', {
      name: 'Lone Star Security Dealers of Dallas',
      kind: 'dealer',
    })
    expect(dealer).toContain(
      'Your Harbor-certified dealer team at Lone Star Security Dealers of Dallas calls you before your technician arrives today',
    )
    expect(dealer).not.toContain('Harbor Security Consultant')
    const affiliate = steps('2026-12-01T11:00', '2026-12-01T15:15', {
      name: 'Keystone Realty Group',
      kind: 'affiliate',
    })
    expect(affiliate).toContain('A Harbor Security Consultant calls you before your technician arrives today')
  })

  it('leaves no {{…}} unfilled in any wording', () => {
    for (const [placed, visit] of [
      ['2026-12-01T11:00', '2026-12-01T15:15'],
      ['2026-12-01T23:00', '2026-12-02T12:00'],
      ['2026-12-04T11:00', '2026-12-07T08:00'],
      ['2026-12-01T11:00', '2026-12-08T08:00'],
      ['2026-11-28T11:00', '2026-11-28T15:15'],
    ] as const) {
      expect(steps(placed, visit)).not.toContain('{{')
      expect(steps(placed, visit, { name: 'Dealer', kind: 'dealer' })).not.toContain('{{')
    }
  })
})

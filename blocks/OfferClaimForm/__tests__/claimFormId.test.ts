import { describe, expect, it } from 'vitest'
import { claimFormIdOf } from '../claimFormId.ts'

describe('the offer claim form’s id', () => {
  it('is the configured one when the block names it', () => {
    expect(claimFormIdOf({ formId: 'spring-claim', offer: 'family' }, { partner: null })).toBe('spring-claim')
  })

  it('is <partner slug>-<offer>-claim-form otherwise', () => {
    expect(claimFormIdOf({ offer: 'family' }, { partner: { slug: 'shieldline' } })).toBe('shieldline-family-claim-form')
    expect(claimFormIdOf({ offer: 'security' }, { partner: null })).toBe('partner-security-claim-form')
  })
})

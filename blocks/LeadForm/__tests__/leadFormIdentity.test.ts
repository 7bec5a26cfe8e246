import { describe, expect, it } from 'vitest'
import { leadKindOf, sentFormIdOf } from '../leadFormIdentity.ts'

describe('a LeadForm’s identity, the same scripted or posted without scripts', () => {
  const context = { formIds: { consultationModal: 'secure-modal-consultation-form' } }

  it('sends the config key as its form id, or the page’s consultation form id where it says idFromPage', () => {
    expect(sentFormIdOf({ formId: 'home_callback_masterform_1', idFromPage: false }, context)).toBe(
      'home_callback_masterform_1',
    )
    expect(sentFormIdOf({ formId: 'home-modal-consultation-form', idFromPage: true }, context)).toBe(
      'secure-modal-consultation-form',
    )
  })

  it.each([
    [{ kind: 'callback' }, 'callback'],
    [{ kind: 'consultation' }, 'consultation'],
    [{ kind: 'consultationWithZip' }, 'consultation'],
    [{ kind: 'consultation', leadKind: 'ecommerce' }, 'ecommerce'],
    [{ kind: 'callback', leadKind: 'general' }, 'general'],
  ] as const)('files %o as a %s lead', (definition, kind) => {
    expect(leadKindOf(definition)).toBe(kind)
  })
})

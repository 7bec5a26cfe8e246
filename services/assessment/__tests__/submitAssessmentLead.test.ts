import { describe, expect, it } from 'vitest'
import { assessmentLeadRequest } from '../index.ts'

describe('assessmentLeadRequest', () => {
  it('attaches the answers by question, the assessment id and the recommendation', () => {
    const request = assessmentLeadRequest({
      idempotencyKey: 'k-2',
      contact: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(312) 555-0142', zip: '60601' },
      page: {
        pageName: 'assessment-contact-us',
        pageUrl: 'https://x.test/assessment/contact-us',
        routeName: 'assessment-contact-us',
      },
      assessmentId: 'as-1',
      answers: { 'home-type': ['home-type.house'], priorities: ['priorities.water', 'priorities.energy'] },
      recommendation: { packageId: 'harbor-complete', deviceIds: ['water-leak-sensor', 'water-leak-sensor'] },
    })
    expect(request.kind).toBe('assessment')
    expect(request.formId).toBe('assessment-contact-form')
    expect(request.answers).toEqual({
      assessmentId: 'as-1',
      'home-type': ['home-type.house'],
      priorities: ['priorities.water', 'priorities.energy'],
      recommendedPackage: 'harbor-complete',
      recommendedDevices: ['water-leak-sensor', 'water-leak-sensor'],
    })
  })
})

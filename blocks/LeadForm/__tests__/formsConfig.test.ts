import { describe, expect, it } from 'vitest'
import forms from '../../../site-config/forms.json' with { type: 'json' }
import routes from '../../../routes.json' with { type: 'json' }
import partners from '../../../partners.json' with { type: 'json' }
import sections from '../../../site-config/sections.json' with { type: 'json' }

type Block = { type: string; props?: { formId?: string } }

function leadFormIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) leadFormIds(item, found)
  else if (value && typeof value === 'object') {
    const block = value as Block
    if (block.type === 'LeadForm' && block.props?.formId) found.push(block.props.formId)
    for (const child of Object.values(value)) leadFormIds(child, found)
  }
  return found
}

describe('site-config/forms.json', () => {
  it('has every form id of spec §9.7 with the spec texts', () => {
    for (const id of [
      'home_callback_masterform_1',
      'home_callback_masterform_2',
      'home_modal_masterform_1',
      'secure-modal-consultation-form',
      'home-modal-consultation-form',
      'ecomm_pagge_embedded_form',
    ]) {
      expect(forms.forms).toHaveProperty([id])
    }
    const f = forms.forms as Record<
      string,
      {
        heading: string
        button: string
        thankYou: string
        thankYouCta?: string
        kind: string
        callback?: { layout: string; securitySystemQuestion: boolean; stepHeader: boolean }
      }
    >
    expect(f['secure-modal-consultation-form']).toMatchObject({
      heading: 'Claim My Exclusive Offer',
      button: 'Submit Form',
    })
    expect(f['home-modal-consultation-form']).toMatchObject({
      kind: 'consultationWithZip',
      button: 'Get a Quote',
      thankYouCta: 'Call For A Home Security Consultation',
    })
    expect(f['consultation-form']!.thankYou).toBe('Thank You! Your request has been submitted.')
    expect(f['free-consultation-callback-form']).toMatchObject({
      heading: 'Call Me for My FREE Consultation',
      button: 'Submit and Call Me for a FREE consultation',
    })
    expect(f['home_callback_masterform_1']!.button).toBe('Get Your Free Quote')
    expect(f['home_callback_masterform_1']!.thankYou).toBe(
      'Thank you for your interest in Harbor Home Security! One of our Security Consultants will help you personalize your security solution...',
    )
    // "Step N of 3" and the security-system step on form 1 only; forms 2 and modal ask rent/own inline.
    expect(f['home_callback_masterform_1']!.callback).toEqual({
      layout: 'steps',
      securitySystemQuestion: true,
      stepHeader: true,
    })
    expect(f['home_callback_masterform_2']!.callback).toEqual({
      layout: 'inline',
      securitySystemQuestion: false,
      stepHeader: false,
    })
    expect(f['home_modal_masterform_1']!.callback).toEqual({
      layout: 'inline',
      securitySystemQuestion: false,
      stepHeader: false,
    })
    expect(forms.consent).toMatch(/automated/)
    expect(forms.consent).toMatch(/Consent is not required to purchase/)
    expect(forms.messages.notServiceable).toBe('We are not able to service your area yet.')
    expect(forms.serviceAvailabilityModal).toMatchObject({
      heading: 'Sorry, we don’t currently service your area.',
      subheading:
        'We’re working to improve our area of coverage and service capabilities. To be notified of product and service offerings that may become available in the future, sign up below.',
      button: 'Submit',
      thankYou: 'Thank you!',
      close: 'Close',
    })
    expect(forms.questions.propertyType.legend).toBe('Do you rent or own your home?')
    expect(forms.questions.securitySystem.legend).toBe('Do you currently have a security system?')
  })

  it('names an existing form for the consultation modal, and every LeadForm block names an existing form', () => {
    expect(forms.forms).toHaveProperty([forms.consultationModal.form])
    // Shared sections carry the form ids of the lead forms most pages use.
    const used = [...leadFormIds(routes), ...leadFormIds(partners), ...leadFormIds(sections)]
    expect(leadFormIds(sections).length).toBeGreaterThan(0)
    expect(used.length).toBeGreaterThan(0)
    for (const id of used) expect(Object.keys(forms.forms)).toContain(id)
  })
})

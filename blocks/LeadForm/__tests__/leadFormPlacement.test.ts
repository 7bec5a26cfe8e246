import { describe, expect, it } from 'vitest'
import forms from '../../../site-config/forms.json' with { type: 'json' }
import type { PageModel } from '../../../runtime/PageModel.ts'
import { realSite } from '../../../tests/support/realSite.ts'
import { SPEC_URLS } from '../../../tests/support/specUrls.ts'

/**
 * Issue 4 "every form of the spec works as described": which pages carry which lead form, at which anchor,
 * sending which form id (spec §2.10, §4.2–4.5, §9.7). Read from the real routes.json and partners.json.
 */

type Kind =
  'callback' | 'consultationWithZip' | 'consultation' | 'secureOffer' | 'embedded' | 'assessment' | 'scheduling'
interface Expected {
  anchor: string
  kind: Kind
  /** The originating form id sent with the lead; `page` = the page's {pageName}-modal-consultation-form. */
  sends: string
  hideAfterLead?: boolean
  referralCode?: boolean
}

const productPage: Expected = { anchor: 'schedule', kind: 'consultationWithZip', sends: 'page', hideAfterLead: true }
const otherPage: Expected = { anchor: 'schedule', kind: 'consultationWithZip', sends: 'page' }
const secureOffer: Expected = { anchor: 'schedule', kind: 'secureOffer', sends: 'secure-modal-consultation-form' }

const EXPECTED: Record<string, Expected> = {
  // Issue 25 item 7: / too shows "we have your request" in place of the form once this browser sent a lead.
  '/': { anchor: 'get-a-quote', kind: 'callback', sends: 'home_callback_masterform_1', hideAfterLead: true },
  // One form, not two (issue 25 item 7): callback form 2 (rent/own inline, spec 4.3) is /cameras' free-quote form.
  '/cameras': { anchor: 'schedule', kind: 'callback', sends: 'home_callback_masterform_2', hideAfterLead: true },
  ...Object.fromEntries(SPEC_URLS.filter((url) => url.startsWith('/secure?')).map((url) => [url, secureOffer])),
  '/secure': secureOffer,
  '/secure/whyharbor': secureOffer,
  '/secure/home-security-systems': secureOffer,
  '/secure/1': { anchor: 'schedule', kind: 'secureOffer', sends: 'page' },
  ...Object.fromEntries(
    [
      '/home-security-systems',
      '/professional-installation',
      '/smart-home',
      '/monitoring',
      '/life-safety',
      '/doorbell-camera',
      '/indoor-cameras',
      '/indoor-camera',
      '/outdoor-cameras',
      '/sensors',
      '/panel',
      '/smart-thermostats',
      '/smart-locks',
      '/smart-garage',
      '/smart-plugs',
      '/harbor-plus',
    ].map((url) => [url, productPage]),
  ),
  ...Object.fromEntries(
    [
      '/how-to-buy',
      '/promotions',
      '/memorial-day',
      '/score',
      '/join',
      '/referrals',
      '/keystoneoffer',
      '/harbor-partneroffer',
      '/da',
      '/dallas',
      '/dropship',
      '/cfb-isd',
      '/safehomereviews',
      '/neighborly',
      '/cornerstoneinspectors',
      '/brightpathsolar',
      '/keystonefaq',
      '/anchorcommercialfaq',
    ].map((url) => [url, otherPage]),
  ),
  '/cornerstoneinspectors/affiliate': {
    anchor: 'schedule',
    kind: 'consultationWithZip',
    sends: 'inspection-referral-consultation-form',
    referralCode: true,
  },
  '/shop': { anchor: 'embedded-form', kind: 'embedded', sends: 'ecomm_pagge_embedded_form', hideAfterLead: true },
  '/shop/keystone-realty': {
    anchor: 'embedded-form',
    kind: 'embedded',
    sends: 'ecomm_pagge_embedded_form',
    hideAfterLead: true,
  },
}

type FormDefinition = { kind: Kind; referralCode?: boolean; leadKind?: string }
const definitions = forms.forms as Record<string, FormDefinition>

function leadForms(model: PageModel) {
  return model.blocks.filter((block) => block.type === 'LeadForm') as unknown as Array<{
    id: string
    props: { formId: string; idFromPage?: boolean; hideAfterLead?: boolean }
  }>
}

const sentId = (model: PageModel, props: { formId: string; idFromPage?: boolean }) =>
  props.idFromPage ? model.context.formIds.consultationModal : props.formId

describe('lead forms on the pages of the spec', () => {
  it.each(Object.entries(EXPECTED))(
    '%s has exactly one lead form at its anchor, sending the right form id',
    (url, expected) => {
      const model = realSite().resolve(url)
      expect(model.status).toBe(200)
      expect(model.layout.leadForms).toBe(true)
      const atAnchor = model.blocks.filter((block) => block.id === expected.anchor)
      expect(atAnchor).toHaveLength(1)
      expect(atAnchor[0]!.type).toBe('LeadForm')
      const props = (
        atAnchor[0] as unknown as { props: { formId: string; idFromPage?: boolean; hideAfterLead?: boolean } }
      ).props
      const definition = definitions[props.formId]
      expect(definition, `form ${props.formId} in forms.json`).toBeDefined()
      expect(definition!.kind).toBe(expected.kind)
      const sent = sentId(model, props)
      if (expected.sends === 'page') {
        expect(sent).toBe(`${model.context.pageName}-modal-consultation-form`)
        expect(model.context.pageName).toBe(model.context.pageName.replace(/^\//, ''))
      } else expect(sent).toBe(expected.sends)
      expect(Boolean(props.hideAfterLead)).toBe(Boolean(expected.hideAfterLead))
      expect(Boolean(definition!.referralCode)).toBe(Boolean(expected.referralCode))
      // Never two lead forms sending the same id on one page (their element ids would clash).
      const sentIds = leadForms(model).map((block) => sentId(model, block.props))
      expect(new Set(sentIds).size).toBe(sentIds.length)
    },
  )

  it('puts the product pages’ own form id on the wire: {pageName}-modal-consultation-form', () => {
    expect(realSite().resolve('/cameras').context.formIds.consultationModal).toBe('cameras-modal-consultation-form')
    expect(realSite().resolve('/indoor-camera').context.formIds.consultationModal).toBe(
      'indoor-cameras-modal-consultation-form',
    )
    expect(realSite().resolve('/secure/1').context.formIds.consultationModal).toMatch(
      /^secure-[a-z0-9-]+-modal-consultation-form$/,
    )
  })

  it('keeps one #leadForm on / (the callback form element) and one #schedule elsewhere', () => {
    const home = realSite().resolve('/')
    expect(home.blocks.some((block) => block.id === 'leadForm')).toBe(false)
    expect(leadForms(home)).toHaveLength(1)
    for (const url of SPEC_URLS) {
      const model = realSite().resolve(url)
      expect(model.blocks.filter((block) => block.id === 'schedule').length, url).toBeLessThanOrEqual(1)
    }
  })

  it('places no lead form on a layout without lead forms, and every lead form names a form of forms.json', () => {
    for (const url of SPEC_URLS) {
      const model = realSite().resolve(url)
      const placed = leadForms(model)
      if (!model.layout.leadForms) expect(placed, url).toEqual([])
      for (const block of placed) expect(Object.keys(definitions), url).toContain(block.props.formId)
    }
  })
})

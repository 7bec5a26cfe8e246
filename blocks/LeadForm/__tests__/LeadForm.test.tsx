import { describe, expect, it } from 'vitest'
import { pageWithBlocks, renderPageHtml } from '../../../tests/support/renderPage.tsx'
import forms from '../../../site-config/forms.json' with { type: 'json' }
import { realSite } from '../../../tests/support/realSite.ts'
import { blockInstance } from '../../../tests/support/blockInstance.ts'

const render = (props: Record<string, unknown>, url = '/') =>
  renderPageHtml(pageWithBlocks([{ id: 'lead', type: 'LeadForm', props }], url))
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

describe('LeadForm block, server-rendered for every form in forms.json', () => {
  it.each(Object.entries(forms.forms))(
    '%s shows its heading, button, labelled fields and consent',
    async (formId, definition) => {
      const html = decode(await render({ formId }))
      expect(html).toContain(`>${definition.heading}</h2>`)
      const callback = definition.kind === 'callback'
      const steps = 'callback' in definition && definition.callback?.layout === 'steps'
      // The form element: #leadForm for callback forms (spec §2.10), else the form id.
      expect(html).toContain(`<form id="${callback ? 'leadForm' : formId}" data-form-id="${formId}"`)
      if (steps) {
        // Form 1 starts at step 1: rent/own, "Step 1 of 3", progress 25.
        expect(html).toContain('>Step 1 of 3</p>')
        expect(html).toContain('aria-valuenow="25"')
        expect(html).toContain(
          '<legend id="home_callback_masterform_1-property_type-legend">Do you rent or own your home?</legend>',
        )
        expect(html).not.toContain(`id="${formId}-firstName"`)
        return
      }
      expect(html).not.toContain('Step 1 of 3')
      expect(html).toContain(`>${definition.button}</button>`)
      expect(html).toContain(forms.consent)
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'zip']) {
        expect(html).toMatch(new RegExp(`<label for="${formId}-${field}">[^<]+</label>`))
        expect(html).toContain(`<input id="${formId}-${field}"`)
      }
      expect(html.includes('Do you rent or own your home?')).toBe(callback)
      expect(html.includes(`id="${formId}-referralCode"`)).toBe(
        Boolean('referralCode' in definition && definition.referralCode),
      )
    },
  )

  it('hides after a lead, but not where the page answers its own post without scripts (its thank-you shows)', async () => {
    const props = { formId: 'home_callback_masterform_1', hideAfterLead: true }
    const page = pageWithBlocks([{ id: 'lead', type: 'LeadForm', props }])
    const waiting = await renderPageHtml(page)
    expect(waiting).toContain('data-hide-after-lead=""')
    expect(waiting).toContain('data-show-after-lead=""')
    const formPost = { blockId: 'lead', outcome: 'sent' as const, values: {}, fieldErrors: {} }
    const sent = await renderPageHtml({ ...page, context: { ...page.context, formPost } })
    expect(sent).toContain('data-form-state="formSubmitted"')
    expect(sent).not.toContain('data-hide-after-lead=""')
    expect(sent).not.toContain('data-show-after-lead=""')
  })

  it('starts callback form 1 on a preset step', async () => {
    const html = decode(await render({ formId: 'home_callback_masterform_1', startStep: 3 }))
    expect(html).toContain('>Step 3 of 3</p>')
    expect(html).toContain('aria-valuenow="75"')
    expect(html).toContain('>Get Your Free Quote</button>')
  })

  it('takes a heading override and renders nothing for an unknown form id', async () => {
    expect(await render({ formId: 'secure-modal-consultation-form', heading: 'Your Offer Awaits' })).toContain(
      '>Your Offer Awaits</h2>',
    )
    expect(await render({ formId: 'no-such-form' })).not.toContain('<form')
  })

  it('limits the ZIP to five characters and types the phone and e-mail inputs', async () => {
    const html = await render({ formId: 'ecomm_pagge_embedded_form' })
    expect(html).toMatch(/id="ecomm_pagge_embedded_form-zip"[^>]*maxLength="5"/)
    expect(html).toMatch(/id="ecomm_pagge_embedded_form-phone"[^>]*type="tel"/)
    expect(html).toMatch(/id="ecomm_pagge_embedded_form-email"[^>]*type="email"/)
  })

  it('sends the page’s consultation form id with idFromPage, keeping the fields and texts of formId', async () => {
    const site = realSite()
    const model = {
      ...site.resolve('/cameras'),
      blocks: [
        blockInstance({
          id: 'schedule',
          type: 'LeadForm',
          props: { formId: 'home-modal-consultation-form', idFromPage: true },
        }),
      ],
    }
    const html = decode(await renderPageHtml(model, site))
    expect(html).toContain('<form id="cameras-modal-consultation-form" data-form-id="cameras-modal-consultation-form"')
    expect(html).toContain('<input id="cameras-modal-consultation-form-zip"')
    expect(html).toContain('>Get a Quote</button>')
  })

  it('renders no lead form on a layout without lead forms (minimalNoForms)', async () => {
    const site = realSite()
    const page = site.resolve('/moves')
    expect(page.layout.leadForms).toBe(false)
    const html = await renderPageHtml(
      {
        ...page,
        blocks: [
          blockInstance({ id: 'schedule', type: 'LeadForm', props: { formId: 'home-modal-consultation-form' } }),
        ],
      },
      site,
    )
    expect(html).not.toContain('<form id="home-modal-consultation-form"')
    expect(html).not.toContain('id="schedule"')
  })
})

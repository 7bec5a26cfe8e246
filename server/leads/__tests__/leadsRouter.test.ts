import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryColumn, queryRows, queryValue } from '../../storage/__tests__/support/inspect.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createLeadRelay } from '../relay.server.ts'
import {
  TEST_API_KEY,
  contextFor,
  eventually,
  postLead,
  sampleLead,
  startSite,
  startUpstream,
} from './support/leadTestKit.ts'

// Real servers and deliveries over HTTP: allow for a busy shared machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000 })

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function site(upstreamUrl: string, storage = openSqliteStorage(':memory:')) {
  const started = await startSite(upstreamUrl, storage, {
    pollMs: 20,
    backoff: { baseMs: 5, capMs: 50 },
    requestTimeoutMs: 1000,
    pauseAfterFailureMs: 20,
  })
  cleanups.push(started.close)
  return started
}

describe('POST /api/leads', () => {
  it('answers 202 once the lead is stored, then delivers it to the lead API and marketing automation with the right headers', async () => {
    const upstream = await startUpstream()
    cleanups.push(upstream.close)
    const headers: Record<string, Record<string, string | string[] | undefined>> = {}
    upstream.server.prependListener('request', (req) => (headers[req.url!.split('?')[0]!] = req.headers))
    const { url, feature } = await site(upstream.url)
    feature.relay.start()

    const lead = sampleLead()
    const answer = await postLead(url, lead)
    expect(answer.status).toBe(202)
    expect(answer.body).toMatchObject({ status: 'accepted', duplicate: false })
    expect(typeof answer.body.leadId).toBe('string')

    await eventually(async () => (await feature.outbox.counts()).delivered === 3, 'the three deliveries')
    const submit = headers['/lead-api/Lead/SubmitLead']!
    // Spec §7.1 item 3: the confirmation e-mail request, to the configured endpoint, with the lead's fields.
    // One Idempotency-Key per destination (issue 20): the e-mail call never shares the lead's.
    expect(headers['/lead-api/Lead/SendLeadEmail']).toMatchObject({
      apikey: TEST_API_KEY,
      'idempotency-key': `${lead.idempotencyKey}.lead-email`,
    })
    const email = JSON.parse(
      (await queryValue<string>(upstream.storage, 'SELECT body_json FROM embedded_lead_emails'))!,
    )
    expect(email).toEqual({
      messageId: `lead-${lead.idempotencyKey}`,
      to: { email: 'ada@example.com', name: '' },
      from: 'hello@harborhomesecurity.com',
      templateId: 'lead-confirmation-v1',
      // Only the site's own texts: the page as the route table names it, not the browser's URL with its query.
      data: {
        brandName: 'Harbor Home Security',
        salesPhone: '(855) 555-0100',
        pageName: 'home',
        pageUrl: 'https://www.harborhomesecurity.com',
      },
    })
    expect(submit).toMatchObject({
      apikey: TEST_API_KEY,
      leadapi: 'true',
      'idempotency-key': `${lead.idempotencyKey}.lead-api`,
      'content-type': 'application/json',
    })
    const capture = headers['/marketing-automation/uploads/form/v2/portal-1/form-1']!
    expect(capture).toMatchObject({
      'idempotency-key': `${lead.idempotencyKey}.marketing-automation`,
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(capture.apikey).toBeUndefined()

    const stored = JSON.parse(
      (await queryValue<string>(upstream.storage, 'SELECT body_json FROM embedded_lead_api_leads'))!,
    )
    expect(stored).toMatchObject({
      lead_source: 'DTC Outbound',
      partner_id: '',
      firstname: 'Ada',
      phone: '3125550142',
      zip: '75201',
      google_client_d: 'GA1.1.2',
      staging: 'No',
    })
    const fields = JSON.parse(
      (await queryValue<string>(
        upstream.storage,
        'SELECT fields_json FROM embedded_marketing_automation_submissions',
      ))!,
    )
    expect(fields).toMatchObject({
      email: 'ada@example.com',
      lead_source: 'DTC Outbound',
      utm_source: 'google',
      originating_form_id: 'home-modal-consultation-form',
    })
  })

  it('takes lead_source and partner_id from the page partner, or the affiliate id, on partner routes', async () => {
    const upstream = await startUpstream()
    cleanups.push(upstream.close)
    const { url, feature } = await site(upstream.url)
    const page = {
      pageName: 'keystoneoffer',
      pageUrl: 'https://www.harborhomesecurity.com/keystoneoffer',
      routeName: 'partner-offer-page',
      partnerKey: 'keystone-realty',
    }
    await postLead(url, sampleLead({ page }))
    await postLead(url, sampleLead({ page, attribution: { affiliateId: 'AFF-1001' } }))
    await feature.relay.deliverDue()
    const sources = (
      await queryColumn<string>(upstream.storage, 'SELECT body_json FROM embedded_lead_api_leads ORDER BY id')
    ).map((body) => {
      const lead = JSON.parse(body) as { partner_id: string; lead_source: string }
      return [lead.partner_id, lead.lead_source]
    })
    expect(sources).toEqual([
      ['keystone-realty', 'keystone-realty'],
      ['AFF-1001', 'AFF-1001'],
    ])
  })

  it('never makes two leads from one idempotency key: a double click gets the same lead id, duplicate:true', async () => {
    const upstream = await startUpstream()
    cleanups.push(upstream.close)
    const { url, feature } = await site(upstream.url)
    const lead = sampleLead()
    const [first, second] = await Promise.all([postLead(url, lead), postLead(url, lead)])
    const third = await postLead(url, lead)
    expect([first.status, second.status, third.status]).toEqual([202, 202, 202])
    expect(new Set([first.body.leadId, second.body.leadId, third.body.leadId]).size).toBe(1)
    expect([first.body.duplicate, second.body.duplicate, third.body.duplicate].filter(Boolean)).toHaveLength(2)
    await feature.relay.deliverDue()
    const key = lead.idempotencyKey
    expect(await upstream.storedKeys()).toEqual({
      leadApi: [`${key}.lead-api`],
      marketingAutomation: [`${key}.marketing-automation`],
      emails: [`${key}.lead-email`],
      partnerClaims: [],
    })
  })

  it('answers 202 while the upstream is down, and delivers once it is back', async () => {
    const upstream = await startUpstream()
    const port = new URL(upstream.url).port
    await upstream.close()
    const { url, feature } = await site(upstream.url)
    const lead = sampleLead()
    expect((await postLead(url, lead)).status).toBe(202)
    await feature.relay.deliverDue()
    expect(
      (await feature.outbox.find(lead.idempotencyKey))!.deliveries.every((d) => d.status === 'pending' && d.lastError),
    ).toBe(true)

    // The upstream comes back on the same port.
    const back = await startUpstream(undefined, Number(port))
    cleanups.push(back.close)
    feature.relay.start()
    await eventually(async () => (await feature.outbox.counts()).delivered === 3, 'delivery after recovery')
    expect((await back.storedKeys()).leadApi).toEqual([`${lead.idempotencyKey}.lead-api`])
  })

  it('answers 400 with the spec message of the first invalid field, and every field error in the spec order', async () => {
    const { url, feature } = await site('http://127.0.0.1:9')
    const lead = sampleLead({
      contact: { firstName: '', lastName: ' ', email: 'not-an-email', phone: '(123) 555-0142', zip: '12' },
    })
    const answer = await postLead(url, lead)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      status: 'invalid',
      message: 'First Name is required.',
      fieldErrors: {
        firstName: 'First Name is required.',
        lastName: 'Last Name is required.',
        email: 'Enter a valid email address.',
        phone: 'Enter a valid phone number.',
        zip: 'Enter a five digit ZIP code.',
      },
    })
    expect(Object.keys(answer.body.fieldErrors as object)).toEqual(['firstName', 'lastName', 'email', 'phone', 'zip'])
    expect(await feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
  })

  it('requires the rent/own choice on callback leads', async () => {
    const { url } = await site('http://127.0.0.1:9')
    const answer = await postLead(
      url,
      sampleLead({ kind: 'callback', formId: 'home_callback_masterform_2', answers: {} }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Please select Own or Rent.')
  })

  it('answers 503 with the page sales phone when even storing fails, never a lead lost silently', async () => {
    const storage = openSqliteStorage(':memory:')
    const { url } = await site('http://127.0.0.1:9', storage)
    await storage.close()
    const home = await postLead(url, sampleLead())
    expect(home.status).toBe(503)
    expect(home.body.status).toBe('unavailable')
    expect(home.body.message).toContain('(855) 555-0100')
    const partnerPage = {
      pageName: 'keystoneoffer',
      pageUrl: 'https://www.harborhomesecurity.com/keystoneoffer',
      routeName: 'partner-offer-page',
    }
    expect((await postLead(url, sampleLead({ page: partnerPage }))).body.message).toContain('(855) 555-0110')
    // A location page's number is its place's local line (its loader's setPhones), as its header and footer give it;
    // a place the content does not know is no page of its own, so the site's number.
    const location = (path: string) => ({
      pageName: 'location',
      pageUrl: `https://www.harborhomesecurity.com${path}`,
      routeName: 'location',
    })
    const texas = (await postLead(url, sampleLead({ page: location('/locations/texas') }))).body.message
    expect(texas).toContain('(214) 555-0140')
    expect(texas).not.toContain('(855) 555-0100')
    expect((await postLead(url, sampleLead({ page: location('/locations/texas/dallas') }))).body.message).toContain(
      '(214) 555-0141',
    )
    expect((await postLead(url, sampleLead({ page: location('/locations/atlantis') }))).body.message).toContain(
      '(855) 555-0100',
    )
  })

  it('sends e-commerce leads to /LeadAPI and not-serviceable leads to /Lead/SaveLeadWithInvalidZipCode', async () => {
    const upstream = await startUpstream()
    cleanups.push(upstream.close)
    const { url, feature } = await site(upstream.url)
    await postLead(url, sampleLead({ kind: 'ecommerce', formId: 'ecomm_pagge_embedded_form' }))
    const invalid = await postLead(
      url,
      sampleLead({
        contact: { firstName: 'Al', lastName: 'Aska', email: 'al@example.com', phone: '907-555-0100', zip: '99501' },
      }),
      '/api/zip/invalid-lead',
    )
    expect(invalid.status).toBe(202)
    await feature.relay.deliverDue()
    const rows = await queryRows<{ endpoint: string; body_json: string }>(
      upstream.storage,
      'SELECT endpoint, body_json FROM embedded_lead_api_leads ORDER BY id',
    )
    expect(rows.map((row) => row.endpoint)).toEqual(['LeadAPI', 'SaveLeadWithInvalidZipCode'])
    // The lead API's answer is kept: the e-commerce flow can read the upstream's status and leadId (spec §4.7).
    const ecommerce = (await feature.outbox.list('delivered')).find((row) => row.destination === 'lead-api-ecommerce')!
    expect(JSON.parse(ecommerce.responseBody!)).toMatchObject({ status: 'success', leadId: expect.any(String) })
    expect(JSON.parse(rows[1]!.body_json)).toEqual({
      email: 'al@example.com',
      firstname: 'Al',
      lastname: 'Aska',
      phone: '9075550100',
      zip: '99501',
    })
    // The not-serviceable save goes to the lead API only.
    expect((await upstream.storedKeys()).marketingAutomation).toHaveLength(1)
  })

  it('keeps a lead the upstream refuses (401: wrong ApiKey) as failed, and re-queues it', async () => {
    const upstream = await startUpstream()
    cleanups.push(upstream.close)
    const storage = openSqliteStorage(':memory:')
    let key = 'wrong-key'
    const { url, feature } = await site(upstream.url, storage)
    // A relay over the same outbox whose ApiKey the test controls.
    const relay = createLeadRelay({
      outbox: feature.outbox,
      upstreams: contextFor(storage, upstream.url).upstreams,
      credentials: () => ({
        leadApiKey: key,
        marketingAutomation: { portalId: 'portal-1', formId: 'form-1' },
        leadEmailEndpoint: '/Lead/SendLeadEmail',
      }),
      log: () => {},
    })
    const lead = sampleLead()
    await postLead(url, lead)
    await relay.deliverDue()
    const rows = (await feature.outbox.find(lead.idempotencyKey))!.deliveries
    expect(rows.map((row) => [row.destination, row.status, row.responseStatus])).toEqual([
      ['lead-api', 'failed', 401],
      ['lead-email', 'failed', 401],
      ['marketing-automation', 'delivered', 204],
    ])
    key = TEST_API_KEY
    expect(await feature.outbox.requeueFailed(rows[0]!.leadId)).toBe(2)
    await relay.deliverDue()
    expect(await feature.outbox.counts()).toEqual({ pending: 0, delivered: 3, failed: 0 })
    expect((await upstream.storedKeys()).leadApi).toEqual([`${lead.idempotencyKey}.lead-api`])
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import type { LeadRequest } from '../../../services/leads/contract.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createIntakeLimits } from '../intakeLimits.server.ts'
import { createLeadsFeature } from '../leadsRouter.server.ts'
import { leadFormPosts } from '../leadFormPosts.server.ts'
import type { PostedPage } from '../postedFormRequest.server.ts'
import { SENT_FORM_COOKIE } from '../sentFormCookie.server.ts'
import { LEAD_SUBMITTED_COOKIE } from '../leadSubmittedCookie.server.ts'
import type { SiteRuntime } from '../../../runtime/SiteRuntime.ts'
import { UNLIMITED, contextFor, formPostServer, testSite } from './support/leadTestKit.ts'

/**
 * Rater D1: a lead form posted without scripts (urlencoded, to the page's own URL) is taken like POST /api/leads.
 * The page handler behind it is a stand-in here that answers with the form state it was given (the real page
 * render is in tests/e2e/leadFormsWithoutScripts.test.ts).
 */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function site(newLeadsPerClient = UNLIMITED, runtime?: SiteRuntime) {
  const storage = openSqliteStorage(':memory:')
  const ctx = { ...contextFor(storage, 'http://127.0.0.1:9'), ...(runtime && { site: () => runtime }) }
  const limits = createIntakeLimits({ newLeadsPerClient, emailsPerClient: UNLIMITED, emailsPerRecipient: UNLIMITED })
  const feature = createLeadsFeature(ctx, { log: () => {}, limits })
  // The serviceability check: 99999 is outside the service area.
  const listening = await formPostServer([
    leadFormPosts(
      ctx,
      () => feature.intake,
      // No offer claims here: a claim chain that only passes the request on.
      () => (_req, _res, next) => next(),
      async (zip) => zip !== '99999',
    ),
  ])
  cleanups.push(async () => {
    await listening.close()
    await storage.close()
  })
  const { post } = listening
  const storedRequests = async () => Number(await queryValue(storage, 'SELECT count(*) FROM lead_outbox_leads'))
  return { ...listening, feature, post, storage, storedRequests }
}

const ANA = {
  leadForm: 'schedule',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '(214) 555-0188',
  zip: '75201',
}

describe('a lead form posted without scripts', () => {
  it('stores the lead once and answers 303 to the page, with no personal data in the address', async () => {
    const s = await site()
    const answer = await s.post('/secure', ANA)
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location')!
    expect(location).toBe('/secure#schedule')
    expect(location).not.toMatch(/Ana|Ruiz|example|555|75201/)
    const sentCookie = setCookieNamed(answer, SENT_FORM_COOKIE)
    expect(sentCookie).toMatch(/^harbor_lead_sent=schedule%20%2Fsecure;.*HttpOnly; SameSite=Lax$/)
    // Sent back to this page only: a form sent on another page keeps its own cookie, and other pages stay prerendered.
    expect(sentCookie).toContain('; Path=/secure;')
    // Spec §4.2's lead_submitted, which a scripted lead keeps in local storage: the site's other forms then say
    // "we have your request".
    expect(setCookieNamed(answer, LEAD_SUBMITTED_COOKIE)).toMatch(
      /^harbor_lead_submitted=true; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    )
    expect(await s.storedRequests()).toBe(1)
    // The same form sent again (Back and send, a double press) is the same lead.
    expect((await s.post('/secure', ANA)).status).toBe(303)
    expect(await s.storedRequests()).toBe(1)
  })

  it('files the lead the page would have sent: its form id, kind, route, partner and lead source from the route', async () => {
    const s = await site()
    await s.post('/secure?utm_ads=lowcost-envir', { ...ANA, partnerKey: 'dallas', leadSource: 'evil' })
    const stored = await storedLead(s)
    expect(stored.formId).toBe('secure-modal-consultation-form')
    expect(stored.kind).toBe('consultation')
    expect(stored.page).toMatchObject({ routeName: expect.any(String), partnerKey: null })
    expect(stored.page.pageUrl).toMatch(/\/secure\?utm_ads=lowcost-envir$/)
    expect(stored.contact).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '(214) 555-0188',
      zip: '75201',
    })
  })

  it('takes the partner from the partner page’s route, never from the body', async () => {
    const s = await site()
    expect((await s.post('/dallas', { ...ANA, partnerKey: 'someone-else', affiliateId: 'x' })).status).toBe(303)
    const stored = await storedLead(s)
    expect(stored.page.partnerKey).toBe('lonestar-dealer')
    expect(stored.formId).toBe('dallas-modal-consultation-form')
  })

  it('files nothing for a partner page outside the partner’s schedule, a page that answers 404 then', async () => {
    const s = await site(UNLIMITED, withPartnersEnded(testSite()))
    expect((await s.post('/dallas', ANA)).status).toBe(405)
    expect(await s.storedRequests()).toBe(0)
    // The site's own pages are not partner pages: still taken.
    expect((await s.post('/secure', ANA)).status).toBe(303)
    expect(await s.storedRequests()).toBe(1)
  })

  it('answers 422 with the spec’s message at the field and every value kept; nothing stored', async () => {
    const s = await site()
    const answer = await s.post('/secure', { ...ANA, email: 'ana@example' })
    expect(answer.status).toBe(422)
    const form = (await answer.json()) as PostedPage['form']
    expect(form).toMatchObject({
      blockId: 'schedule',
      outcome: 'invalid',
      fieldErrors: { email: 'Enter a valid email address.' },
      values: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example', phone: '(214) 555-0188', zip: '75201' },
    })
    expect(await s.storedRequests()).toBe(0)
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another origin', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
  ])('refuses a post from %s (403) and stores nothing', async (_name, headers) => {
    const s = await site()
    const answer = await s.post('/secure', ANA, headers)
    expect(answer.status).toBe(403)
    expect(await s.storedRequests()).toBe(0)
  })

  it('keeps the intake’s per-client limit: past it, the form again with the sales phone (429), nothing stored', async () => {
    const s = await site({ limit: 1, windowMs: 60_000 })
    expect((await s.post('/secure', ANA)).status).toBe(303)
    const answer = await s.post('/secure', { ...ANA, email: 'other@example.com' })
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBeTruthy()
    expect(await answer.json()).toMatchObject({ outcome: 'unavailable', values: { email: 'other@example.com' } })
    expect(await s.storedRequests()).toBe(1)
  })

  it('walks the step form of `/` a step at a time, and holds an unanswered question at its step', async () => {
    const s = await site()
    const unanswered = await s.post('/', { leadForm: 'get-a-quote', toStep: '2' })
    expect(unanswered.status).toBe(200)
    expect(await unanswered.json()).toMatchObject({
      outcome: 'step',
      step: 1,
      fieldErrors: { property_type: expect.any(String) },
    })
    const second = await s.post('/', { leadForm: 'get-a-quote', toStep: '2', property_type: 'property_type_owned' })
    expect(await second.json()).toMatchObject({ outcome: 'step', step: 2, fieldErrors: {} })
    const third = await s.post('/', {
      leadForm: 'get-a-quote',
      toStep: '3',
      property_type: 'property_type_owned',
      do_you_have_a_security_system: 'No',
    })
    expect(await third.json()).toMatchObject({ outcome: 'step', step: 3 })
    const sent = await s.post('/', {
      ...ANA,
      leadForm: 'get-a-quote',
      property_type: 'property_type_owned',
      do_you_have_a_security_system: 'No',
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/#get-a-quote')
    expect((await storedLead(s)).answers).toMatchObject({
      property_type: 'property_type_owned',
      do_you_have_a_security_system: 'No',
    })
  })

  it('keeps a ZIP outside the service area as an invalid-ZIP lead and shows the form’s not-serviceable state (spec §4.4)', async () => {
    const s = await site()
    const answer = await s.post('/score', { ...ANA, zip: '99999' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ outcome: 'zipNotFound', values: { zip: '99999' } })
    expect(await queryValue(s.storage, 'SELECT purpose FROM lead_outbox_leads')).toBe('invalid-zip')
    // Not a lead the company can serve: the scripted form sets no lead_submitted for it either.
    expect(setCookieNamed(answer, LEAD_SUBMITTED_COOKIE)).toBeUndefined()
    const served = await s.post('/score', ANA)
    expect(served.status).toBe(303)
    expect(await s.storedRequests()).toBe(2)
  })

  it('leaves a post that names no lead form of the page to the page handler (405)', async () => {
    const s = await site()
    expect((await s.post('/secure', { ...ANA, leadForm: 'no-such-block' })).status).toBe(405)
    expect((await s.post('/secure', { firstName: 'Ana' })).status).toBe(405)
    expect(await s.storedRequests()).toBe(0)
  })
})

function setCookieNamed(answer: Response, name: string): string | undefined {
  return answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
}

async function storedLead(s: Awaited<ReturnType<typeof site>>) {
  const json = await queryValue(s.storage, 'SELECT request_json FROM lead_outbox_leads LIMIT 1')
  return JSON.parse(String(json)) as LeadRequest
}

/** The site as it is once every partner's schedule has ended (a window that closed on 1 January 2026). */
function withPartnersEnded(runtime: SiteRuntime): SiteRuntime {
  const ended = { startsAt: null, endsAt: Date.parse('2026-01-01T00:00:00-06:00') }
  return new Proxy(runtime, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (key !== 'resolve') return typeof value === 'function' ? value.bind(target) : value
      return (url: string) => {
        const page = target.resolve(url)
        const partner = page.context.partner
        return partner ? { ...page, context: { ...page.context, partner: { ...partner, schedule: ended } } } : page
      }
    },
  })
}

import { afterEach, describe, expect, it } from 'vitest'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import { type SiteStorage, openSqliteStorage } from '../../storage/siteStorage.server.ts'
import {
  DEFAULT_INTAKE_LIMITS,
  IntakeLimitsConfigError,
  createIntakeLimits,
  intakeLimitsFromEnv,
} from '../intakeLimits.server.ts'
import { LEAD_BODY_LIMIT } from '../leadsRouter.server.ts'
import { UNLIMITED, postLead, sampleLead, startSite } from './support/leadTestKit.ts'

/** Issue 20 items 1 and 2: the lead intake as an abuser would use it. Nothing is delivered here (the relay is not started). */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function intake(
  limits = createIntakeLimits({
    newLeadsPerClient: UNLIMITED,
    emailsPerClient: UNLIMITED,
    emailsPerRecipient: UNLIMITED,
  }),
) {
  const storage = openSqliteStorage(':memory:')
  const started = await startSite('http://127.0.0.1:9', storage, { limits })
  cleanups.push(async () => {
    await started.close()
    await storage.close()
  })
  return { ...started, storage }
}

const destinationsOf = async (
  site: {
    feature: { outbox: { find(id: string): Promise<{ deliveries: Array<{ destination: string }> } | null> } }
  },
  leadId: unknown,
) => (await site.feature.outbox.find(leadId as string))!.deliveries.map((d) => d.destination)

const storedBytes = async (storage: SiteStorage) =>
  Number(await queryValue(storage, 'SELECT coalesce(sum(length(request_json)), 0) FROM lead_outbox_leads')) +
  Number(await queryValue(storage, 'SELECT coalesce(sum(length(payload_json)), 0) FROM lead_outbox_deliveries'))

describe('confirmation e-mail: one address, the site’s own texts, limited', () => {
  it.each(['a@example.com, b@example.com', 'a@example.com,b@example.com,c@example.com'])(
    'refuses the e-mail list %j (one request, one recipient)',
    async (email) => {
      const site = await intake()
      const answer = await postLead(site.url, sampleLead({ contact: { ...sampleLead().contact, email } }))
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors).toEqual({ email: 'Enter a valid email address.' })
      expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
    },
  )

  it("names the page from the route table, never the browser's page name or URL", async () => {
    const site = await intake()
    const lead = sampleLead({
      page: {
        pageName: 'Your account is locked: sign in at evil.example',
        pageUrl: 'https://evil.example/login?x=1',
        routeName: 'home',
      },
    })
    const answer = await postLead(site.url, lead)
    expect(answer.status).toBe(202)
    const email = (await site.feature.outbox.find(answer.body.leadId as string))!.deliveries.find(
      (d) => d.destination === 'lead-email',
    )!.payload
    expect(email).toMatchObject({
      to: { email: 'ada@example.com' },
      data: { pageName: 'home', pageUrl: 'https://www.harborhomesecurity.com' },
    })
    expect(JSON.stringify(email)).not.toMatch(/evil|locked|Ada|Lovelace/)
  })

  it('sends at most the per-recipient number of e-mails to one address; every lead is still stored', async () => {
    const { limit } = DEFAULT_INTAKE_LIMITS.emailsPerRecipient
    const site = await intake(
      createIntakeLimits({ ...DEFAULT_INTAKE_LIMITS, newLeadsPerClient: UNLIMITED, emailsPerClient: UNLIMITED }),
    )
    const answers = []
    for (let i = 0; i < limit + 2; i++)
      answers.push(
        await postLead(
          site.url,
          sampleLead({
            contact: { ...sampleLead().contact, email: i % 2 ? 'VICTIM@example.com' : 'victim@example.com' },
          }),
        ),
      )
    expect(answers.map((a) => a.status)).toEqual(Array(limit + 2).fill(202))
    const withMail = []
    for (const a of answers) if ((await destinationsOf(site, a.body.leadId)).includes('lead-email')) withMail.push(a)
    expect(withMail).toHaveLength(limit)
    for (const a of answers) expect(await destinationsOf(site, a.body.leadId)).toContain('lead-api')
  })

  // Issue 28 item 9: plus-tags (and Gmail's dots) went around the per-recipient limit.
  it('counts the mailbox, not the spelling: plus-tags, case and Gmail dots are one recipient', async () => {
    const { limit } = DEFAULT_INTAKE_LIMITS.emailsPerRecipient
    const site = await intake(
      createIntakeLimits({ ...DEFAULT_INTAKE_LIMITS, newLeadsPerClient: UNLIMITED, emailsPerClient: UNLIMITED }),
    )
    const spellings = ['victim+1@gmail.com', 'Victim+2@gmail.com', 'vic.tim+3@googlemail.com', 'v.i.c.t.i.m@gmail.com']
    const withMail = []
    for (const email of spellings) {
      const answer = await postLead(site.url, sampleLead({ contact: { ...sampleLead().contact, email } }))
      expect(answer.status).toBe(202)
      if ((await destinationsOf(site, answer.body.leadId)).includes('lead-email')) withMail.push(email)
    }
    expect(withMail).toEqual(spellings.slice(0, limit))
  })

  it('sends at most the per-client number of e-mails, whatever the recipients', async () => {
    const { limit } = DEFAULT_INTAKE_LIMITS.emailsPerClient
    const site = await intake(createIntakeLimits({ ...DEFAULT_INTAKE_LIMITS, newLeadsPerClient: UNLIMITED }))
    const answers = []
    for (let i = 0; i < limit + 3; i++)
      answers.push(
        await postLead(site.url, sampleLead({ contact: { ...sampleLead().contact, email: `person${i}@example.com` } })),
      )
    const destinations = await Promise.all(answers.map((a) => destinationsOf(site, a.body.leadId)))
    expect(destinations.filter((names) => names.includes('lead-email'))).toHaveLength(limit)
  })
})

/** Issue 28 item 7: control characters in names and e-mails reached `npm run leads` raw, and the lead API. */
describe('control characters', () => {
  it.each([
    ['firstName', 'Ann\u001b]0;pwned\u0007'],
    ['lastName', 'Lee\u001b[2J'],
    ['email', 'ann@example.com\r\nforged line'],
    ['phone', '(312) 555-0142\u009b'],
  ])('refuses a lead whose %s holds them, and stores nothing', async (field, value) => {
    const site = await intake()
    const answer = await postLead(site.url, sampleLead({ contact: { ...sampleLead().contact, [field]: value } }))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(`The lead request is malformed: /contact/${field} has an invalid format.`)
    expect(await site.feature.outbox.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 })
  })

  it('refuses them in an answer too', async () => {
    const site = await intake()
    const answer = await postLead(site.url, sampleLead({ answers: { note: 'hi\u001b]0;x\u0007' } }))
    expect(answer.status).toBe(400)
  })
})

describe('disk: what one client can store', () => {
  it('stores a bounded amount for the largest lead the intake accepts', async () => {
    const site = await intake()
    const long = (n: number) => 'x'.repeat(n)
    // Every field that is copied into the payloads at its largest accepted length.
    const lead = sampleLead({
      page: {
        pageName: long(300),
        pageUrl: `https://www.harborhomesecurity.com/?q=${long(6000)}`,
        routeName: long(200),
        partnerKey: null,
      },
      attribution: {
        utm_source: long(800),
        utm_medium: long(800),
        utm_campaign: long(800),
        utm_content: long(800),
        gclid: long(800),
        msclkid: long(800),
        infinity_vid: long(800),
        hutk: long(800),
        googleClientId: long(800),
      },
    })
    const body = JSON.stringify(lead)
    expect(body.length).toBeLessThan(16 * 1024)
    expect((await postLead(site.url, lead)).status).toBe(202)
    expect(await storedBytes(site.storage)).toBeLessThan(40_000)
  })

  it('keeps a lead with an overlong tracking URL (clipped, never refused)', async () => {
    const site = await intake()
    const answer = await postLead(
      site.url,
      sampleLead({
        page: {
          pageName: 'home',
          pageUrl: `https://www.harborhomesecurity.com/?q=${'x'.repeat(7000)}`,
          routeName: 'home',
        },
      }),
    )
    expect(answer.status).toBe(202)
    const stored = (await site.feature.outbox.find(answer.body.leadId as string))!
    expect(stored.request.page).toMatchObject({
      pageUrl: expect.stringMatching(/^https:\/\/www\.harborhomesecurity\.com\/\?q=x+$/),
    })
    expect((stored.request.page as { pageUrl: string }).pageUrl).toHaveLength(2000)
  })

  it(`refuses a body over ${LEAD_BODY_LIMIT} with 413 and stores nothing`, async () => {
    const site = await intake()
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i}`, Array(20).fill('x'.repeat(200))]))
    const answer = await fetch(`${site.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleLead({ answers })),
    })
    expect(answer.status).toBe(413)
    expect(await storedBytes(site.storage)).toBe(0)
  })

  it("limits new leads per client, and a visitor's retry of a stored lead still lands", async () => {
    const { limit } = DEFAULT_INTAKE_LIMITS.newLeadsPerClient
    const site = await intake(createIntakeLimits(DEFAULT_INTAKE_LIMITS))
    const first = sampleLead()
    const firstAnswer = await postLead(site.url, first)
    expect(firstAnswer).toMatchObject({ status: 202, body: { duplicate: false } })
    for (let i = 1; i < limit; i++) expect((await postLead(site.url, sampleLead())).status).toBe(202)

    const refused = await fetch(`${site.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleLead()),
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(DEFAULT_INTAKE_LIMITS.newLeadsPerClient.windowMs / 1000))
    expect(await refused.json()).toMatchObject({
      status: 'unavailable',
      message: expect.stringContaining('(855) 555-0100'),
    })

    // The retry of a lead already stored (same Idempotency-Key) is answered before the limit.
    expect(await postLead(site.url, first)).toEqual({
      status: 202,
      body: { status: 'accepted', leadId: firstAnswer.body.leadId, duplicate: true },
    })
    expect((await site.feature.outbox.list(null, 1000)).filter((d) => d.destination === 'lead-api')).toHaveLength(limit)
  })
})

describe('intake limits from the environment', () => {
  it('takes the counts from LEAD_LIMIT_* and keeps the windows', () => {
    expect(intakeLimitsFromEnv({})).toEqual(DEFAULT_INTAKE_LIMITS)
    expect(intakeLimitsFromEnv({ LEAD_LIMIT_NEW_PER_CLIENT: '200', LEAD_LIMIT_EMAILS_PER_RECIPIENT: '1' })).toEqual({
      ...DEFAULT_INTAKE_LIMITS,
      newLeadsPerClient: { ...DEFAULT_INTAKE_LIMITS.newLeadsPerClient, limit: 200 },
      emailsPerRecipient: { ...DEFAULT_INTAKE_LIMITS.emailsPerRecipient, limit: 1 },
    })
    expect(() => intakeLimitsFromEnv({ LEAD_LIMIT_EMAILS_PER_CLIENT: '0' })).toThrow(IntakeLimitsConfigError)
  })
})

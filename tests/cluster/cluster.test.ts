import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sampleLead } from '../../server/leads/__tests__/support/leadTestKit.ts'
import { claim } from '../../server/offers/__tests__/support/offerTestKit.ts'
import { type SiteCluster, startSiteCluster } from './support/siteCluster.ts'
import { postWithRetries, visitor } from './support/visitor.ts'

const LEADS = 1_000
/** Leads posted at once: a few browsers' worth per instance, modest for a busy 2-core machine. */
const CONCURRENCY = 12
const KILL_AFTER_ACCEPTED = 300
const KILLED_INSTANCE = 1
const RECIPIENT = 'one.recipient@example.com'

let cluster: SiteCluster

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Every browser submission (Idempotency-Key) the site accepted, with each leadId it answered. */
const acceptedLeads = new Map<string, Set<string>>()

function recordAccepted(key: string, json: Record<string, unknown>): void {
  const ids = acceptedLeads.get(key) ?? new Set<string>()
  ids.add(String(json.leadId))
  acceptedLeads.set(key, ids)
}

/** What the shared database's outbox holds: leads (offer claims are outbox rows too), undelivered rows. */
async function outboxCounts(databaseUrl: string): Promise<{ leads: number; undelivered: number }> {
  const db = new pg.Client({ connectionString: databaseUrl })
  db.on('error', () => {})
  await db.connect()
  try {
    const count = async (sql: string) => Number((await db.query<{ count: string }>(sql)).rows[0]!.count)
    return {
      leads: await count(`SELECT count(*) FROM lead_outbox_leads WHERE purpose = 'lead'`),
      undelivered: await count(`SELECT count(*) FROM lead_outbox_deliveries WHERE status <> 'delivered'`),
    }
  } finally {
    await db.end()
  }
}

/**
 * The outbox once every delivery row (all destinations: lead API, confirmation e-mail, marketing
 * automation) is delivered, polled to a deadline; what it holds at the deadline otherwise.
 */
async function drainedOutbox(databaseUrl: string, withinMs: number): Promise<{ leads: number; undelivered: number }> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const counts = await outboxCounts(databaseUrl)
    if (counts.undelivered === 0 || Date.now() > deadline) return counts
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  cluster = await startSiteCluster(3)
})

afterAll(async () => {
  await cluster?.stop()
})

describe('three instances behind a round-robin proxy (PostgreSQL, Redis)', () => {
  it('limits 30 new leads from one address to 20 across the instances, not 3 × 20', async () => {
    const client = visitor(cluster.proxy.origin)
    const statuses: number[] = []
    for (let i = 0; i < 30; i += 1) {
      const lead = sampleLead()
      const answer = await postWithRetries(client, '/api/leads', lead, '192.0.2.99')
      statuses.push(answer.status)
      if (answer.status === 202) recordAccepted(lead.idempotencyKey, answer.json)
    }
    const accepted = statuses.filter((status) => status === 202).length
    console.log(`rate limit across instances: ${accepted} accepted, ${statuses.length - accepted} refused (429)`)
    expect(accepted).toBe(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    // The proxy really spread them: every instance answered some.
    expect(cluster.proxy.forwarded().filter((count) => count > 0)).toHaveLength(3)
  })

  it('20 concurrent claims for one customer: exactly one accepted', async () => {
    const client = visitor(cluster.proxy.origin)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postWithRetries(client, '/api/offer-claims', claim(), `198.51.100.${i + 1}`),
      ),
    )
    const accepted = answers.filter((answer) => answer.json.status === 'accepted')
    const limited = answers.filter((answer) => answer.status === 429)
    const refused = answers.filter((answer) => answer.json.status === 'refused')
    console.log(
      `20 concurrent claims: ${accepted.length} accepted, ${refused.length} refused (already claimed), ${limited.length} limited (per customer number)`,
    )
    expect(accepted).toHaveLength(1)
    // The per-customer-number limit (5 per hour) holds once across the instances: 15 of 20 are limited.
    expect(limited).toHaveLength(15)
    expect(refused).toHaveLength(4)
  })

  it('a sign-in started on instance 0 finishes on instance 2, and instance 1 knows the session', async () => {
    const browser = visitor(cluster.proxy.origin)
    let response = await browser.request('/api/auth/login?returnTo=%2Fhelp-center%2Fsearch', { instance: 0 })
    expect(response.status).toBe(303)
    // The provider's hops (through the proxy, any instance) up to its login form.
    let location = response.headers.get('location')!
    for (let hop = 0; hop < 5 && response.status >= 300; hop += 1) {
      response = await browser.request(location)
      if (response.headers.get('location')) location = new URL(response.headers.get('location')!, location).href
    }
    const form = await response.text()
    const action = /<form[^>]*action="([^"]*\/login)"/.exec(form)?.[1]
    expect(action, form.slice(0, 500)).toBeDefined()
    response = await browser.request(action!.replaceAll('&amp;', '&'), {
      body: new URLSearchParams({ email: 'alex.morgan@example.com', password: 'harbor-demo-1' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })
    // Back through the provider's redirects to the site's callback, which instance 2 answers.
    let callback: Response | undefined
    for (let hop = 0; hop < 6 && !callback; hop += 1) {
      const next = response.headers.get('location')
      if (next) {
        const url = new URL(next, cluster.proxy.origin)
        response = url.pathname.startsWith('/api/auth/callback')
          ? (callback = await browser.request(url.href, { instance: 2 }))
          : await browser.request(url.href)
        continue
      }
      // response_mode=form_post: the provider's page posts the answer to the callback.
      const page = await response.text()
      const target = /<form[^>]*action="([^"]*)"/.exec(page)?.[1]
      expect(target, page.slice(0, 500)).toContain('/api/auth/callback')
      const fields = new URLSearchParams()
      for (const [, name, value] of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
        fields.set(name!, value!.replaceAll('&amp;', '&'))
      callback = await browser.request(target!, {
        body: fields.toString(),
        contentType: 'application/x-www-form-urlencoded',
        instance: 2,
      })
    }
    expect(callback?.status, await callback?.clone().text()).toBe(303)
    expect(callback!.headers.get('location')).toBe('/help-center/search')
    const session = (await (await browser.request('/api/session', { instance: 1 })).json()) as {
      is_logged_in: boolean
    }
    console.log(
      `sign-in started on instance 0, finished on instance 2, signed in on instance 1: ${session.is_logged_in}`,
    )
    expect(session.is_logged_in).toBe(true)
  })

  it(`${LEADS} leads while an instance is killed and restarted and the lead API fails half its calls: none lost, none duplicated`, async () => {
    const client = visitor(cluster.proxy.origin)
    let posted = 0
    let retried = 0
    let restarting: Promise<void> | undefined
    const thisRun = new Set<string>()
    const worker = async () => {
      while (posted < LEADS) {
        const n = posted++
        // One address per lead, as many visitors: the per-address limit is not what this measures.
        const address = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`
        // One recipient for all: its confirmation e-mails are limited to 3 a day, however many instances.
        const lead = sampleLead({ contact: { ...sampleLead().contact, email: RECIPIENT } })
        const answer = await postWithRetries(client, '/api/leads', lead, address)
        retried += answer.tries - 1
        expect(answer.status, JSON.stringify(answer.json)).toBe(202)
        recordAccepted(lead.idempotencyKey, answer.json)
        thisRun.add(lead.idempotencyKey)
        if (acceptedLeads.size >= KILL_AFTER_ACCEPTED && !restarting) {
          restarting = cluster.kill(KILLED_INSTANCE).then(() => cluster.restart(KILLED_INSTANCE))
        }
      }
    }
    const startedAt = Date.now()
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await restarting
    const postedAt = Date.now()

    const expected = [...acceptedLeads.keys()].map((key) => `${key}.lead-api`)
    const deliveredCount = () => expected.filter((key) => cluster.leadApi.delivered.has(key)).length
    await cluster.leadApi.waitUntil(
      () => deliveredCount() === expected.length,
      300_000,
      () => `${deliveredCount()} of ${expected.length} leads delivered\n${cluster.logs().slice(-4000)}`,
    )
    const deliveredAt = Date.now()
    const delivered = deliveredCount()
    const lost = expected.length - delivered
    // A duplicate: one submission answered with two lead ids, or delivered with two different payloads.
    const duplicated =
      [...acceptedLeads.values()].filter((ids) => ids.size > 1).length +
      expected.filter((key) => new Set(cluster.leadApi.delivered.get(key)?.map((r) => r.body)).size > 1).length
    const redelivered = expected.reduce((sum, key) => sum + (cluster.leadApi.delivered.get(key)?.length ?? 1) - 1, 0)
    console.log(
      `${acceptedLeads.size} leads accepted, ${delivered} delivered, ${lost} lost, ${duplicated} duplicated` +
        ` (${retried} browser retries, ${cluster.leadApi.failedCalls()} upstream calls answered 500,` +
        ` ${redelivered} deliveries repeated after a lost answer and absorbed by the Idempotency-Key;` +
        ` posted in ${seconds(postedAt - startedAt)}, delivered ${seconds(deliveredAt - postedAt)} later)`,
    )
    expect(lost).toBe(0)
    expect(duplicated).toBe(0)

    // The outbox is drained: every row of every destination delivered, none pending or failed; one stored
    // lead per accepted submission.
    const outbox = await drainedOutbox(cluster.databaseUrl, 60_000)
    expect(outbox).toEqual({ leads: acceptedLeads.size, undelivered: 0 })
    const emails = [...thisRun].filter((key) => cluster.leadApi.delivered.has(`${key}.lead-email`))
    console.log(`confirmation e-mails to one recipient over ${LEADS} leads on 3 instances: ${emails.length}`)
    expect(emails).toHaveLength(3)
  })
})

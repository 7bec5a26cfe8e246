import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sampleLead } from '../../server/leads/__tests__/support/leadTestKit.ts'
import { type SiteCluster, startSiteCluster } from './support/siteCluster.ts'
import { visitor } from './support/visitor.ts'

/**
 * Issue 30 item 5: a deploy restarts the instances one at a time (docs/operations.md, "Publishing"). Under
 * steady traffic through a balancer that health-checks /api/health/ready, each instance in turn is sent
 * SIGTERM, exits, starts again and becomes ready: no request may fail and no lead may be lost or sent twice.
 */

/** "Browsers" sending requests one after another for the whole test: pages and lead forms. */
const BROWSERS = 6
/** Prerendered and per-request pages. */
const PAGES = ['/', '/cameras', '/help-center/search']

let cluster: SiteCluster

beforeAll(async () => {
  cluster = await startSiteCluster(3, { leadApiFailsEveryOther: false, healthChecks: true })
})

afterAll(async () => {
  await cluster?.stop()
})

interface Failure {
  what: string
  answer: string
}

async function outboxState(databaseUrl: string, keys: string[]) {
  const db = new pg.Client({ connectionString: databaseUrl })
  db.on('error', () => {})
  await db.connect()
  try {
    const stored = await db.query<{ count: string }>(
      `SELECT count(*) FROM lead_outbox_leads WHERE idempotency_key = ANY($1)`,
      [keys],
    )
    const undelivered = await db.query<{ count: string }>(
      `SELECT count(*) FROM lead_outbox_deliveries WHERE status <> 'delivered'`,
    )
    return { stored: Number(stored.rows[0]!.count), undelivered: Number(undelivered.rows[0]!.count) }
  } finally {
    await db.end()
  }
}

describe('a rolling restart of three instances under steady load', () => {
  it('restarts each instance in turn with 0 failed requests and 0 lost or repeated leads', async () => {
    const failures: Failure[] = []
    const acceptedKeys: string[] = []
    const revisions = new Set<string>()
    let requests = 0
    let leadsPosted = 0
    let formRetries = 0
    let restarting = true
    /** Requests answered while each instance was stopping or starting (proof the load ran through it). */
    const answeredDuring = [0, 0, 0]
    let restartingIndex: number | null = null

    const browser = async (n: number) => {
      const client = visitor(cluster.proxy.origin)
      for (let i = 0; restarting; i += 1) {
        const what = i % 2 === 0 ? `GET ${PAGES[(n + i) % PAGES.length]}` : 'POST /api/leads'
        try {
          let response: Response
          if (what.startsWith('GET')) {
            response = await client.request(what.slice(4))
            const text = await response.text()
            if (response.status !== 200) failures.push({ what, answer: `HTTP ${response.status} ${text.slice(0, 80)}` })
          } else {
            const lead = sampleLead()
            leadsPosted += 1
            // One address per lead, as many visitors: the per-address limit is not what this measures.
            const address = `10.30.${n}.${(i % 250) + 1}`
            // As the site's forms do (services/leads/client.ts): a 502 or 503 is sent again, up to 3 times,
            // with the same Idempotency-Key.
            response = await client.request('/api/leads', { body: JSON.stringify(lead), address })
            for (let retry = 0; retry < 3 && (response.status === 502 || response.status === 503); retry += 1) {
              formRetries += 1
              await response.arrayBuffer()
              response = await client.request('/api/leads', { body: JSON.stringify(lead), address })
            }
            const json = (await response.json()) as { status?: string }
            if (response.status === 202 && json.status === 'accepted') acceptedKeys.push(lead.idempotencyKey)
            else failures.push({ what, answer: `HTTP ${response.status} ${JSON.stringify(json)}` })
          }
          revisions.add(response.headers.get('x-site-revision') ?? '(none)')
        } catch (error) {
          failures.push({ what, answer: String(error) })
        }
        requests += 1
        if (restartingIndex !== null) answeredDuring[restartingIndex]! += 1
      }
    }

    const load = Array.from({ length: BROWSERS }, (_, n) => browser(n))
    const exitCodes: Array<number | null> = []
    const startedAt = Date.now()
    const timings: string[] = []
    try {
      for (let index = 0; index < 3; index += 1) {
        const restartStarted = Date.now()
        restartingIndex = index
        exitCodes.push(await cluster.terminate(index))
        const exitedAt = Date.now()
        const ready = cluster.proxy.whenReady(index)
        await cluster.restart(index)
        await ready
        restartingIndex = null
        timings.push(
          `instance ${index}: exited ${((exitedAt - restartStarted) / 1000).toFixed(1)} s after SIGTERM, ready again ${((Date.now() - exitedAt) / 1000).toFixed(1)} s later`,
        )
      }
    } finally {
      restarting = false
      await Promise.all(load)
    }
    const loadSeconds = (Date.now() - startedAt) / 1000

    // Every accepted lead reaches the lead API exactly once (the stub answers every call, so a second
    // receipt would be a delivery repeated by the restart, not an absorbed retry).
    const expected = acceptedKeys.map((key) => `${key}.lead-api`)
    const delivered = () => expected.filter((key) => cluster.leadApi.delivered.has(key)).length
    await cluster.leadApi.waitUntil(
      () => delivered() === expected.length,
      120_000,
      () => `${delivered()} of ${expected.length} leads delivered\n${cluster.logs().slice(-4000)}`,
    )
    const repeated = expected.filter((key) => cluster.leadApi.delivered.get(key)!.length > 1)
    // Every row of every destination (lead API, e-mail, marketing automation through the proxy) delivered.
    // Polled (the rows change in another process), up to a deadline sized for a loaded machine.
    let outbox = await outboxState(cluster.databaseUrl, acceptedKeys)
    for (const deadline = Date.now() + 120_000; outbox.undelivered > 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      outbox = await outboxState(cluster.databaseUrl, acceptedKeys)
    }
    const handedBack = [...cluster.logs().matchAll(/handed (\d+) deliveries in flight back/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    )

    console.log(
      `rolling restart: ${requests} requests in ${loadSeconds.toFixed(1)} s (${answeredDuring.join(' / ')} answered while each instance restarted), ` +
        `${failures.length} failed; ${leadsPosted} leads posted, ${acceptedKeys.length} accepted, ${delivered()} delivered once, ` +
        `${repeated.length} repeated, ${acceptedKeys.length - outbox.stored} missing from the database; ` +
        `exit codes ${exitCodes.join(', ')}; ${handedBack} deliveries handed back; ` +
        `${cluster.proxy.resentAfterReset()} requests resent by the proxy after a closed connection, ${formRetries} leads sent again by the form\n  ${timings.join('\n  ')}`,
    )
    expect(failures, JSON.stringify(failures.slice(0, 10))).toEqual([])
    expect(exitCodes).toEqual([0, 0, 0])
    expect(answeredDuring.every((count) => count > 0)).toBe(true)
    expect(acceptedKeys.length).toBe(leadsPosted)
    expect(outbox).toEqual({ stored: acceptedKeys.length, undelivered: 0 })
    expect(delivered()).toBe(expected.length)
    expect(repeated).toEqual([])
    // One build: every answer names the same revision.
    expect([...revisions]).toHaveLength(1)
    expect([...revisions][0]).toMatch(/^([0-9a-f]{12}|unknown)-[\w-]{12}$/)
  })
})

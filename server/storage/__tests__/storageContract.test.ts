import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestPostgres, startPostgres } from '../../../tests/support/postgres.ts'
import {
  RELAY_CREDENTIALS as credentials,
  RELAY_UPSTREAMS as upstreams,
  sampleLead,
} from '../../leads/__tests__/support/leadTestKit.ts'
import { createLeadRelay } from '../../leads/relay.server.ts'
import type { UpstreamRequest } from '../../leads/upstream/sendUpstream.server.ts'
import { SITE_MIGRATIONS } from '../migrations/index.ts'
import { type SiteStorage, openPostgresStorage, openSqliteStorage } from '../siteStorage.server.ts'
import { queryRows, queryValue } from './support/inspect.ts'

/**
 * One contract for both backends: every repository behaves the same on SQLite and PostgreSQL, and two
 * storages opened on one database (two instances of the site) share everything. The PostgreSQL variant
 * runs against a real server (tests/support/postgres.ts) and fails, never skips, without one.
 */
interface Backend {
  name: 'SQLite' | 'PostgreSQL'
  setUp(): Promise<void>
  tearDown(): Promise<void>
  /** A new empty database; `open` gives another instance's storage on it each time it is called. */
  freshDatabase(): Promise<{ open: () => Promise<SiteStorage> }>
}

let postgres: TestPostgres | undefined
const sqliteDir = mkdtempSync(join(tmpdir(), 'storage-contract-'))
let databases = 0

const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    setUp: async () => {},
    tearDown: async () => {},
    // SQLite serves one instance per file: better-sqlite3 blocks its thread while it waits for the file's
    // write lock, so two connections of one process holding async transactions would wait on each other.
    // The "other instance" here is the same process's storage; several instances need PostgreSQL.
    freshDatabase: async () => {
      const storage = openSqliteStorage(join(sqliteDir, `site-${++databases}.db`))
      return { open: async () => storage }
    },
  },
  {
    name: 'PostgreSQL',
    setUp: async () => {
      postgres = await startPostgres()
    },
    tearDown: async () => {
      await postgres?.stop()
    },
    freshDatabase: async () => {
      const url = await postgres!.createDatabase(`contract_${++databases}`)
      return { open: () => openPostgresStorage(url) }
    },
  },
]

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(BACKENDS)('storage contract on $name', (backend) => {
  const opened: SiteStorage[] = []
  /** Two instances of the site on one new database. */
  async function twoInstances(): Promise<[SiteStorage, SiteStorage]> {
    const database = await backend.freshDatabase()
    const first = await database.open()
    const second = await database.open()
    opened.push(first, second)
    return [first, second]
  }

  beforeAll(() => backend.setUp(), 120_000)
  afterAll(async () => {
    await Promise.all([...new Set(opened)].map((storage) => storage.close()))
    await backend.tearDown()
  }, 60_000)

  it('applies every migration exactly once when several instances start at the same moment', async () => {
    const database = await backend.freshDatabase()
    const instances = await Promise.all(Array.from({ length: 6 }, () => database.open()))
    opened.push(...instances)
    const applied = await queryRows<{ id: string }>(instances[0]!, 'SELECT id FROM schema_migrations ORDER BY id')
    expect(applied.map((row) => row.id)).toEqual(SITE_MIGRATIONS.map((migration) => migration.id).sort())
    // Opening again applies nothing new and fails on nothing already there.
    opened.push(await database.open())
    expect(await queryValue(instances[1]!, 'SELECT count(*) FROM schema_migrations')).toBe(SITE_MIGRATIONS.length)
  })

  it('keeps sessions and sign-in transactions for every instance: started on one, finished on the other', async () => {
    const [a, b] = await twoInstances()
    const now = Date.now()
    await a.sessions.saveTransaction(
      'tx-cookie',
      { state: 's', nonce: 'n', codeVerifier: 'v', redirectUri: 'https://site.example/cb', returnTo: '/faqs' },
      60_000,
      now,
    )
    expect(await b.sessions.takeTransaction('tx-cookie', now)).toMatchObject({ state: 's', returnTo: '/faqs' })
    // A transaction serves one callback, wherever the second one lands.
    expect(await a.sessions.takeTransaction('tx-cookie', now)).toBeNull()

    const session = {
      subject: 'alex',
      issuer: 'https://idp.example',
      idToken: 'id.token.sig',
      accessToken: 'at',
      accessTokenExpiresAt: now + 3_600_000,
      customer: null,
      ipAddress: '203.0.113.9',
      signedInAt: now,
      expiresAt: now + 8 * 3_600_000,
    }
    await a.sessions.createSession('session-cookie', session)
    expect(await b.sessions.findSession('session-cookie', now)).toEqual(session)
    await b.sessions.updateCustomer('session-cookie', { firstName: 'Alex' } as never)
    expect((await a.sessions.findSession('session-cookie', now))!.customer).toEqual({ firstName: 'Alex' })
    await a.sessions.deleteSession('session-cookie')
    expect(await b.sessions.findSession('session-cookie', now)).toBeNull()
    // Expired rows read as absent.
    await a.sessions.createSession('old', { ...session, expiresAt: now - 1 })
    expect(await b.sessions.findSession('old', now)).toBeNull()
  })

  it('gives every instance the same named secrets (the sign-out state key), even when they make them at once', async () => {
    const [a, b] = await twoInstances()
    let made = 0
    const make = () => `key-${++made}`
    await Promise.all([a.keys.ensure({ logout_state_key: make }), b.keys.ensure({ logout_state_key: make })])
    expect(a.keys.get('logout_state_key', make)).toBe(b.keys.get('logout_state_key', make))
  })

  it('commits a transaction as a whole, or nothing of it', async () => {
    const [a, b] = await twoInstances()
    const claim = (key: string) => ({
      partnerId: 'shieldline',
      customerNumber: key,
      claimId: `claim-${key}`,
      idempotencyKey: key,
      offerId: 'family',
      claimedAtMs: Date.now(),
    })
    await expect(
      a.transaction(async (tx) => {
        await tx.claims.reserve(claim('rolled-back'), DAY_MS)
        await tx.leadOutbox().accept({ ...sampleLead(), idempotencyKey: 'rolled-back' }, 'lead', [])
        throw new Error('the partner was unreachable')
      }),
    ).rejects.toThrow('the partner was unreachable')
    expect(await b.claims.claimIdForKey('rolled-back')).toBeNull()
    expect(await b.leadOutbox().leadIdForKey('rolled-back')).toBeNull()

    await a.transaction(async (tx) => {
      await tx.claims.reserve(claim('kept'), DAY_MS)
      await tx.leadOutbox().accept({ ...sampleLead(), idempotencyKey: 'kept' }, 'lead', [])
    })
    expect(await b.claims.claimIdForKey('kept')).toBe('claim-kept')
    expect(await b.leadOutbox().leadIdForKey('kept')).not.toBeNull()
  })

  it('accepts one claim per customer from 20 concurrent claims on two instances', async () => {
    const [a, b] = await twoInstances()
    const claimedAtMs = Date.now()
    // What the offer-claims router does for each claim: one transaction, reserve then store for delivery.
    const claimOnce = (storage: SiteStorage, i: number) =>
      storage.transaction(async (tx) => {
        const reserved = await tx.claims.reserve(
          {
            partnerId: 'shieldline',
            customerNumber: '100234',
            claimId: `claim-${i}`,
            idempotencyKey: `claim-key-${i}`,
            offerId: 'family',
            claimedAtMs,
          },
          30 * DAY_MS,
        )
        if (!reserved) return false
        const lead = { ...sampleLead(), idempotencyKey: `claim-key-${i}`, kind: 'offer-claim' } as never
        await tx.leadOutbox().accept(lead, 'offer-claim', [{ destination: 'partner-claim', payload: { i } }])
        return true
      })
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => claimOnce(i % 2 ? b : a, i)))
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(await queryValue(a, 'SELECT count(*) FROM offer_claims')).toBe(1)
    expect(await a.leadOutbox().counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
  })

  it('stores a lead once per idempotency key, whichever instance each retry reaches', async () => {
    const [a, b] = await twoInstances()
    const lead = sampleLead()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : a)
          .leadOutbox()
          .accept(lead, 'lead', [{ destination: 'lead-api', payload: { email: lead.contact.email } }]),
      ),
    )
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1)
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
    expect(await b.leadOutbox().counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })

    // The embedded lead API keeps each `{key}.{destination}` once too, and answers with the first lead id.
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).embeddedServices.storeLead({
          leadId: `lead-${i}`,
          endpoint: 'SubmitLead',
          idempotencyKey: `${lead.idempotencyKey}.lead-api`,
          body: { i },
        }),
      ),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await a.embeddedServices.leads()).toHaveLength(1)
  })

  it('makes one order per idempotency key across instances', async () => {
    const [a, b] = await twoInstances()
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).orders.create({ subtotal: 99.5, store: 'nuxt' }, 'order-key'),
      ),
    )
    expect(new Set(results.map((result) => result.order.orderNumber)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    const { orderNumber, customerToken } = results[0]!.order
    expect(await b.orders.find(orderNumber, customerToken)).toMatchObject({ subtotal: 99.5, store: 'nuxt' })
    expect(await a.orders.count()).toBe(1)
  })

  it("stores an order's confirmation once, for the right token only, seen by every instance", async () => {
    const [a, b] = await twoInstances()
    const { order } = await a.orders.create({ subtotal: 10, store: 'nuxt' }, null)
    expect(order.confirmation).toBeNull()
    expect(await a.orders.confirm(order.orderNumber, 'wrong-token', { slot: 'x' })).toBeNull()
    const first = await a.orders.confirm(order.orderNumber, order.customerToken, { slot: '12/1/2026, 12:00 PM' })
    expect(first!.confirmation).toEqual({ slot: '12/1/2026, 12:00 PM' })
    // A repeated confirmation keeps the first.
    const again = await b.orders.confirm(order.orderNumber, order.customerToken, { slot: '12/2/2026, 08:00 AM' })
    expect(again!.confirmation).toEqual({ slot: '12/1/2026, 12:00 PM' })
    expect((await b.orders.find(order.orderNumber, order.customerToken))!.confirmation).toEqual({
      slot: '12/1/2026, 12:00 PM',
    })
  })

  it('keeps which partner shop made an order for every instance; the first answer stays', async () => {
    const [a, b] = await twoInstances()
    await a.orderSources.remember('HB1001', 'dallas-dealer')
    expect(await b.orderSources.find('HB1001')).toBe('dallas-dealer')
    // A retried order (the same number) keeps its first source; an order of the site's own shop has none.
    await b.orderSources.remember('HB1001', 'keystone-realty')
    expect(await a.orderSources.find('HB1001')).toBe('dallas-dealer')
    expect(await a.orderSources.find('HB1002')).toBeNull()
  })

  it("keeps the Help Center's answers for every instance, each article's tally, the least helpful first", async () => {
    const [a, b] = await twoInstances()
    await a.helpVotes.record('replace-panel-battery', true, 1_000)
    await b.helpVotes.record('camera-shows-offline', false, 2_000)
    await a.helpVotes.record('camera-shows-offline', false, 3_000)
    await b.helpVotes.record('camera-shows-offline', true, 2_500)
    await a.helpVotes.record('why-is-my-panel-beeping', false, 4_000)
    expect(await b.helpVotes.tally('camera-shows-offline')).toEqual({ yes: 1, no: 2 })
    expect(await b.helpVotes.tallies(10)).toEqual([
      { article: 'camera-shows-offline', yes: 1, no: 2, lastAt: 3_000 },
      { article: 'why-is-my-panel-beeping', yes: 0, no: 1, lastAt: 4_000 },
      { article: 'replace-panel-battery', yes: 1, no: 0, lastAt: 1_000 },
    ])
    expect((await a.helpVotes.tallies(1)).map((t) => t.article)).toEqual(['camera-shows-offline'])
  })

  it("keeps a visit's details for every instance until they expire: merged, hashed, never another visit's", async () => {
    const [a, b] = await twoInstances()
    const now = Date.now()
    const visit = 'v'.repeat(43)
    await a.visitContacts.remember(
      visit,
      { firstName: 'Ana', email: 'ana@example.com', zip: '60601' },
      now + DAY_MS,
      now,
    )
    // A later answer replaces a field; an empty or unknown one keeps what was there.
    await b.visitContacts.remember(visit, { zip: '75201', phone: ' ', password: 'x' } as never, now + DAY_MS, now)
    expect(await a.visitContacts.find(visit, now)).toEqual({ firstName: 'Ana', email: 'ana@example.com', zip: '75201' })
    expect(await b.visitContacts.find('w'.repeat(43), now)).toEqual({})
    // The table names no cookie: its key is the id's SHA-256.
    const keys = await queryRows<{ visit_hash: string }>(a, 'SELECT visit_hash FROM visit_contacts')
    expect(keys.map((row) => row.visit_hash)).not.toContain(visit)
    // Expired: read as nothing, and the next write deletes the row.
    expect(await b.visitContacts.find(visit, now + DAY_MS)).toEqual({})
    await a.visitContacts.remember('x'.repeat(43), { zip: '10001' }, now + 2 * DAY_MS + 1, now + DAY_MS)
    expect(await queryValue(a, 'SELECT count(*) FROM visit_contacts')).toBe(1)
  })

  it('keeps the embedded provider state (codes stay consumed) for every instance', async () => {
    const [a, b] = await twoInstances()
    await a.oidcModels('AuthorizationCode').upsert('code-1', { grantId: 'g-1', accountId: 'alex' }, 60)
    expect(await b.oidcModels('AuthorizationCode').find('code-1')).toMatchObject({ accountId: 'alex' })
    await b.oidcModels('AuthorizationCode').consume('code-1')
    expect((await a.oidcModels('AuthorizationCode').find('code-1'))!.consumed).toEqual(expect.any(Number))
    await a.oidcModels('AuthorizationCode').revokeByGrantId('g-1')
    expect(await b.oidcModels('AuthorizationCode').find('code-1')).toBeUndefined()
  })

  it('keeps one move request per customer and site for 30 days, whichever instance takes it', async () => {
    const [a, b] = await twoInstances()
    const now = Date.parse('2026-11-24T12:00:00Z')
    const move = (customerNumber: string, siteId: string) => ({
      customerNumber,
      siteId,
      newAddress: '9 New Road, Plano, TX 75024',
      moveDate: '2026-12-15',
    })
    expect(await a.embeddedServices.storeMoveRequest(move('100234', 'HB-55120'), now)).toBe(true)
    expect(await b.embeddedServices.storeMoveRequest(move('100234', 'HB-55120'), now + 1000)).toBe(false)
    expect(await b.embeddedServices.sitesWithRecentMoveRequest('100234', now + 1000)).toEqual(['HB-55120'])
    expect(await a.embeddedServices.storeMoveRequest(move('100871', 'HB-77031'), now)).toBe(true)
    // The customer's other site is another move.
    expect(await a.embeddedServices.storeMoveRequest(move('100871', 'HB-77032'), now)).toBe(true)
    expect(await b.embeddedServices.storeMoveRequest(move('100234', 'HB-55120'), now + 31 * DAY_MS)).toBe(true)
    expect(await a.embeddedServices.moveRequestCount('100234')).toBe(2)
    expect(await a.embeddedServices.sitesWithRecentMoveRequest('100234', now + 62 * DAY_MS)).toEqual([])
  })

  it('files one move request from 20 concurrent requests on two instances (the unique hold)', async () => {
    const [a, b] = await twoInstances()
    const request = { customerNumber: '100234', siteId: 'HB-55120', newAddress: '9 New Road', moveDate: '2026-12-15' }
    const filed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).embeddedServices.storeMoveRequest(request)),
    )
    expect(filed.filter(Boolean)).toHaveLength(1)
    expect(await b.embeddedServices.moveRequestCount('100234')).toBe(1)
  })

  it('spends a password reset link once from 20 concurrent submissions on two instances; every instance sees the new password', async () => {
    const [a, b] = await twoInstances()
    const now = Date.now()
    await a.passwords.issueReset('cust-100234', 'token-hash-1', now + 30 * 60_000, now)
    const spent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).passwords.completeReset('token-hash-1', `scrypt$${i}`, now)),
    )
    expect(spent.filter(Boolean)).toEqual(['cust-100234'])
    const winner = spent.findIndex(Boolean)
    expect(await b.passwords.passwordHashOf('cust-100234')).toBe(`scrypt$${winner}`)
    expect(await a.passwords.subjectOfLiveReset('token-hash-1', now)).toBeUndefined()
  })

  it("sweeps the embedded provider's expired rows of every model, unread ones too, and keeps the rest", async () => {
    const [a, b] = await twoInstances()
    for (let i = 0; i < 30; i++) await a.oidcModels('Interaction').upsert(`anonymous-${i}`, { uid: `u-${i}` }, 600)
    await a.oidcModels('Session').upsert('live', { uid: 'live', accountId: 'alex' }, 86_400)
    await a.oidcModels('Client').upsert('no-expiry', { client_id: 'x' })
    expect(await b.sweepExpiredOidcModels(Date.now() + 60_000)).toBe(0)
    expect(await b.sweepExpiredOidcModels(Date.now() + 601_000)).toBe(30)
    expect(await a.oidcModels('Session').find('live')).toMatchObject({ accountId: 'alex' })
    expect(await a.oidcModels('Client').find('no-expiry')).toMatchObject({ client_id: 'x' })
  })

  it('shares the outbox between two relays: each delivery is sent once, and both relays work', async () => {
    const [a, b] = await twoInstances()
    const leads = Array.from({ length: 120 }, () => sampleLead())
    for (const lead of leads)
      await a.leadOutbox().accept(lead, 'lead', [{ destination: 'lead-api', payload: { email: lead.contact.email } }])
    const sent: Array<{ relay: string; key: string }> = []
    const relayOn = (storage: SiteStorage, name: string) =>
      createLeadRelay({
        outbox: storage.leadOutbox(),
        upstreams,
        credentials,
        concurrency: 8,
        log: () => {},
        send: async (request: UpstreamRequest) => {
          sent.push({ relay: name, key: request.headers['Idempotency-Key']! })
          // An answer takes a moment, so the two relays' claims overlap.
          await new Promise((resolve) => setImmediate(resolve))
          return { status: 200, body: '{}', retryAfter: null }
        },
      })
    const [first, second] = [relayOn(a, 'a'), relayOn(b, 'b')]
    await Promise.all([first.deliverDue(), second.deliverDue()])
    const keys = sent.map((entry) => entry.key)
    expect(keys).toHaveLength(leads.length)
    expect(new Set(keys).size).toBe(leads.length)
    expect(new Set(keys)).toEqual(new Set(leads.map((lead) => `${lead.idempotencyKey}.lead-api`)))
    expect(await b.leadOutbox().counts()).toEqual({ pending: 0, delivered: leads.length, failed: 0 })
    // Work was shared (on SQLite the writers take turns, on PostgreSQL SKIP LOCKED hands out different rows).
    expect(new Set(sent.map((entry) => entry.relay))).toEqual(new Set(['a', 'b']))
  })

  it('leases claimed rows: another instance takes them only after the lease of a killed one ran out', async () => {
    const [a, b] = await twoInstances()
    let clock = Date.parse('2026-11-23T12:00:00Z')
    const now = () => clock
    const lead = sampleLead()
    await a.leadOutbox(now).accept(lead, 'lead', [{ destination: 'lead-api', payload: {} }])
    // Instance a claims the row and is killed before it records any outcome.
    expect(await a.leadOutbox(now).claimDue(10, 30_000)).toMatchObject([{ attempts: 1 }])
    expect(await b.leadOutbox(now).claimDue(10, 30_000)).toEqual([])
    clock += 30_001
    const retaken = await b.leadOutbox(now).claimDue(10, 30_000)
    expect(retaken).toMatchObject([{ leadId: expect.any(String), destination: 'lead-api', attempts: 2 }])
    await b.leadOutbox(now).markDelivered(retaken[0]!, 200)
    expect(await a.leadOutbox(now).counts()).toEqual({ pending: 0, delivered: 1, failed: 0 })
  })

  it('a handed-back lease (an instance shutting down) is due at once for another instance, and never undoes an outcome', async () => {
    const [a, b] = await twoInstances()
    const now = () => Date.parse('2026-11-23T12:00:00Z')
    await a.leadOutbox(now).accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    await a.leadOutbox(now).accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    const [first, second] = await a.leadOutbox(now).claimDue(10, 30_000)
    expect(await b.leadOutbox(now).claimDue(10, 30_000)).toEqual([])
    // One attempt ended (delivered) before the shutdown, the other is handed back.
    await a.leadOutbox(now).markDelivered(first!, 200)
    expect(await a.leadOutbox(now).releaseLease(first!)).toBe(false)
    expect(await a.leadOutbox(now).releaseLease(second!)).toBe(true)
    // Instance b takes it at the same moment, no lease to wait out; its attempt stays counted.
    expect(await b.leadOutbox(now).claimDue(10, 30_000)).toMatchObject([{ leadId: second!.leadId, attempts: 2 }])
    expect(await a.leadOutbox(now).counts()).toEqual({ pending: 1, delivered: 1, failed: 0 })
  })

  it('skips paused destinations and lists, requeues and prunes like the embedded default', async () => {
    const [a, b] = await twoInstances()
    let clock = Date.parse('2026-11-23T12:00:00Z')
    const now = () => clock
    const { leadId } = await a.leadOutbox(now).accept(sampleLead(), 'lead', [
      { destination: 'lead-api', payload: {} },
      { destination: 'lead-email', payload: {} },
    ])
    const claimed = await b.leadOutbox(now).claimDue(10, 1000, ['lead-email'])
    expect(claimed.map((row) => row.destination)).toEqual(['lead-api'])
    await b.leadOutbox(now).markFailed(claimed[0]!, 400, 'HTTP 400')
    expect(await a.leadOutbox(now).list('failed')).toMatchObject([{ leadId, destination: 'lead-api' }])
    expect(await a.leadOutbox(now).requeueFailed(leadId)).toBe(1)
    for (const row of await a.leadOutbox(now).claimDue(10, 1000)) await a.leadOutbox(now).markDelivered(row, 200)
    clock += 31 * DAY_MS
    expect(await b.leadOutbox(now).pruneDelivered(30 * DAY_MS)).toBe(1)
    expect(await a.leadOutbox(now).find(leadId)).toBeNull()
  })
})

import { randomUUID } from 'node:crypto'
import type { LeadRequest } from '../../services/leads/contract.ts'
import type { OfferClaimRecord } from '../offers/claimRecord.ts'
import { applyMigrations, type SiteDatabase } from '../storage/database.server.ts'
import { LEAD_OUTBOX_MIGRATIONS } from './migrations.server.ts'

/** 'offer-claim': a verified security-partner offer claim (server/offers), delivered like a lead. */
export type LeadPurpose = 'lead' | 'invalid-zip' | 'offer-claim'

/** What the outbox stores as the "request" of an entry: a lead from the browser, or an accepted offer claim. */
export type OutboxRequest = LeadRequest | OfferClaimRecord
export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface AcceptResult {
  leadId: string
  duplicate: boolean
}

export interface NewDelivery {
  destination: string
  payload: unknown
}

export interface DeliveryRow {
  leadId: string
  idempotencyKey: string
  destination: string
  payload: unknown
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  responseStatus: number | null
  /** The upstream's answer to the delivered attempt (truncated), e.g. the lead API's own lead id. */
  responseBody: string | null
  deliveredAt: string | null
  createdAt: string
  updatedAt: string
}

interface StoredEntry {
  id: string
  idempotencyKey: string
  kind: string
  formId: string
  receivedAt: string
  deliveries: DeliveryRow[]
}

export type StoredLead = StoredEntry &
  ({ purpose: 'lead' | 'invalid-zip'; request: LeadRequest } | { purpose: 'offer-claim'; request: OfferClaimRecord })

interface RawDelivery {
  lead_id: string
  idempotency_key: string
  destination: string
  payload_json: string
  status: DeliveryStatus
  attempts: number
  next_attempt_at: number
  last_error: string | null
  response_status: number | null
  response_body: string | null
  delivered_at: string | null
  created_at: string
  updated_at: string
}

const DELIVERY_COLUMNS = `d.lead_id, l.idempotency_key, d.destination, d.payload_json, d.status, d.attempts, d.next_attempt_at,
  d.last_error, d.response_status, d.response_body, d.delivered_at, d.created_at, d.updated_at`

/**
 * The durable lead outbox in SQLite. `accept` commits the lead and its delivery rows in one transaction
 * before the visitor is answered; the relay then claims due rows, and records each attempt's outcome.
 */
export class LeadOutbox {
  private readonly statements

  constructor(
    private readonly db: SiteDatabase,
    private readonly now: () => number = Date.now,
  ) {
    applyMigrations(db, LEAD_OUTBOX_MIGRATIONS)
    this.statements = {
      insertLead: db.prepare(
        `INSERT INTO lead_outbox_leads (id, idempotency_key, purpose, kind, form_id, request_json, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      ),
      leadIdByKey: db.prepare('SELECT id FROM lead_outbox_leads WHERE idempotency_key = ?').pluck(),
      insertDelivery: db.prepare(
        `INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
      ),
      due: db.prepare(
        `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND d.destination NOT IN (SELECT value FROM json_each(?))
         ORDER BY d.next_attempt_at LIMIT ?`,
      ),
      lease: db.prepare(
        `UPDATE lead_outbox_deliveries SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
         WHERE lead_id = ? AND destination = ? AND status = 'pending' AND next_attempt_at <= ?`,
      ),
      delivered: db.prepare(
        `UPDATE lead_outbox_deliveries SET status = 'delivered', delivered_at = ?, response_status = ?, response_body = ?, last_error = NULL, updated_at = ?
         WHERE lead_id = ? AND destination = ?`,
      ),
      retry: db.prepare(
        `UPDATE lead_outbox_deliveries SET next_attempt_at = ?, response_status = ?, last_error = ?, updated_at = ?
         WHERE lead_id = ? AND destination = ? AND status = 'pending'`,
      ),
      failed: db.prepare(
        `UPDATE lead_outbox_deliveries SET status = 'failed', response_status = ?, last_error = ?, updated_at = ?
         WHERE lead_id = ? AND destination = ?`,
      ),
      requeue: db.prepare(
        `UPDATE lead_outbox_deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?
         WHERE status = 'failed' AND (? IS NULL OR lead_id = ?)`,
      ),
      lead: db.prepare('SELECT * FROM lead_outbox_leads WHERE id = ? OR idempotency_key = ?'),
      deliveriesOf: db.prepare(
        `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id WHERE d.lead_id = ? ORDER BY d.destination`,
      ),
      list: db.prepare(
        `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id
         WHERE (? IS NULL OR d.status = ?) ORDER BY l.received_at DESC, d.lead_id, d.destination LIMIT ?`,
      ),
      counts: db.prepare('SELECT status, count(*) AS n FROM lead_outbox_deliveries GROUP BY status'),
      // A lead is done when every delivery of it was delivered before the cut-off; pending and failed
      // rows are never pruned, so nothing that still has to reach an upstream is lost.
      pruneDeliveries: db.prepare(
        `DELETE FROM lead_outbox_deliveries WHERE lead_id IN (SELECT l.id FROM lead_outbox_leads l WHERE l.received_at < @cutoff AND NOT EXISTS (
           SELECT 1 FROM lead_outbox_deliveries d WHERE d.lead_id = l.id AND (d.status <> 'delivered' OR d.delivered_at >= @cutoff)))`,
      ),
      pruneLeads: db.prepare(
        `DELETE FROM lead_outbox_leads WHERE received_at < @cutoff AND NOT EXISTS (SELECT 1 FROM lead_outbox_deliveries d WHERE d.lead_id = lead_outbox_leads.id)`,
      ),
    }
  }

  /**
   * Stores a lead and its deliveries, or, when its idempotency key is already stored, nothing: the same
   * lead id comes back with duplicate=true. Throws when the database cannot write (the caller answers 503).
   */
  accept(request: OutboxRequest, purpose: LeadPurpose, deliveries: NewDelivery[]): AcceptResult {
    return this.acceptAll([{ request, purpose, deliveries }])[0]!
  }

  /** Several leads in one transaction: one wait for the disk for all of them (see acceptQueue). */
  acceptAll(
    leads: ReadonlyArray<{ request: OutboxRequest; purpose: LeadPurpose; deliveries: NewDelivery[] }>,
  ): AcceptResult[] {
    return this.db
      .transaction(() => leads.map(({ request, purpose, deliveries }) => this.insert(request, purpose, deliveries)))
      .immediate()
  }

  private insert(request: OutboxRequest, purpose: LeadPurpose, deliveries: NewDelivery[]): AcceptResult {
    const id = randomUUID()
    const at = new Date(this.now()).toISOString()
    const inserted = this.statements.insertLead.run(
      id,
      request.idempotencyKey,
      purpose,
      request.kind,
      request.formId,
      JSON.stringify(request),
      at,
    )
    if (inserted.changes === 0)
      return { leadId: this.statements.leadIdByKey.get(request.idempotencyKey) as string, duplicate: true }
    for (const delivery of deliveries)
      this.statements.insertDelivery.run(id, delivery.destination, JSON.stringify(delivery.payload), this.now(), at, at)
    return { leadId: id, duplicate: false }
  }

  /**
   * Claims up to `limit` due deliveries for one attempt each: the attempt count goes up and the row is
   * leased until `now + leaseMs`, so another relay (or this one, after a crash) does not send it meanwhile.
   * Rows of the `paused` destinations stay where they are (their upstream is known to be down).
   */
  claimDue(limit: number, leaseMs: number, paused: readonly string[] = []): DeliveryRow[] {
    return this.relaxed(() =>
      this.db
        .transaction(() => {
          const now = this.now()
          const rows = (this.statements.due.all(now, JSON.stringify(paused), limit) as RawDelivery[]).map(toDelivery)
          const claimed: DeliveryRow[] = []
          const stamp = new Date(now).toISOString()
          for (const row of rows) {
            if (this.statements.lease.run(now + leaseMs, stamp, row.leadId, row.destination, now).changes === 1) {
              claimed.push({ ...row, attempts: row.attempts + 1, nextAttemptAt: now + leaseMs })
            }
          }
          return claimed
        })
        .immediate(),
    )
  }

  markDelivered(row: Pick<DeliveryRow, 'leadId' | 'destination'>, responseStatus: number, responseBody = ''): void {
    const at = new Date(this.now()).toISOString()
    this.relaxed(() =>
      this.statements.delivered.run(
        at,
        responseStatus,
        responseBody.slice(0, 2000) || null,
        at,
        row.leadId,
        row.destination,
      ),
    )
  }

  markRetry(
    row: Pick<DeliveryRow, 'leadId' | 'destination'>,
    delayMs: number,
    responseStatus: number | null,
    error: string,
  ): void {
    const now = this.now()
    this.relaxed(() =>
      this.statements.retry.run(
        now + delayMs,
        responseStatus,
        error.slice(0, 1000),
        new Date(now).toISOString(),
        row.leadId,
        row.destination,
      ),
    )
  }

  markFailed(row: Pick<DeliveryRow, 'leadId' | 'destination'>, responseStatus: number | null, error: string): void {
    this.relaxed(() =>
      this.statements.failed.run(
        responseStatus,
        error.slice(0, 1000),
        new Date(this.now()).toISOString(),
        row.leadId,
        row.destination,
      ),
    )
  }

  /**
   * Runs the relay's own bookkeeping without waiting for the disk (synchronous=NORMAL in WAL mode): losing
   * the last of these writes in a power cut only means a delivery is attempted again, which the upstream
   * deduplicates by Idempotency-Key. The lead itself (`accept`) is always committed with the database's
   * full durability. Better-sqlite3 is synchronous, so no other write can run between the switch and back.
   */
  private relaxed<T>(write: () => T): T {
    const previous = this.db.pragma('synchronous', { simple: true }) as number
    if (previous <= 1) return write()
    this.db.pragma('synchronous = NORMAL')
    try {
      return write()
    } finally {
      this.db.pragma(`synchronous = ${previous}`)
    }
  }

  /** Puts failed deliveries (of one lead, or all) back in the queue, due now. Returns how many. */
  requeueFailed(leadId: string | null = null): number {
    const now = this.now()
    return this.statements.requeue.run(now, new Date(now).toISOString(), leadId, leadId).changes
  }

  /**
   * Deletes the leads (and claims) whose every delivery was delivered more than `retentionMs` ago, with
   * their delivery rows; returns how many leads went. Their idempotency keys go with them: a retry that
   * late is a new lead. The database file keeps its size, but SQLite reuses the freed pages.
   */
  pruneDelivered(retentionMs: number): number {
    const cutoff = new Date(this.now() - retentionMs).toISOString()
    return this.db
      .transaction(() => {
        this.statements.pruneDeliveries.run({ cutoff })
        return this.statements.pruneLeads.run({ cutoff }).changes
      })
      .immediate()
  }

  /** The id of the lead (or claim) stored under this idempotency key, or null. */
  leadIdForKey(idempotencyKey: string): string | null {
    return (this.statements.leadIdByKey.get(idempotencyKey) as string | undefined) ?? null
  }

  /** One lead by id or idempotency key, with its deliveries. */
  find(idOrKey: string): StoredLead | null {
    const raw = this.statements.lead.get(idOrKey, idOrKey) as
      | {
          id: string
          idempotency_key: string
          purpose: LeadPurpose
          kind: string
          form_id: string
          request_json: string
          received_at: string
        }
      | undefined
    if (!raw) return null
    return {
      id: raw.id,
      idempotencyKey: raw.idempotency_key,
      purpose: raw.purpose,
      kind: raw.kind,
      formId: raw.form_id,
      request: JSON.parse(raw.request_json) as OutboxRequest,
      receivedAt: raw.received_at,
      deliveries: (this.statements.deliveriesOf.all(raw.id) as RawDelivery[]).map(toDelivery),
    } as StoredLead
  }

  list(status: DeliveryStatus | null = null, limit = 100): DeliveryRow[] {
    return (this.statements.list.all(status, status, limit) as RawDelivery[]).map(toDelivery)
  }

  counts(): Record<DeliveryStatus, number> {
    const counts: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 }
    for (const { status, n } of this.statements.counts.all() as Array<{ status: DeliveryStatus; n: number }>)
      counts[status] = n
    return counts
  }
}

function toDelivery(raw: RawDelivery): DeliveryRow {
  return {
    leadId: raw.lead_id,
    idempotencyKey: raw.idempotency_key,
    destination: raw.destination,
    payload: JSON.parse(raw.payload_json) as unknown,
    status: raw.status,
    attempts: raw.attempts,
    nextAttemptAt: raw.next_attempt_at,
    lastError: raw.last_error,
    responseStatus: raw.response_status,
    responseBody: raw.response_body,
    deliveredAt: raw.delivered_at,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  }
}

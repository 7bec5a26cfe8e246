import { randomUUID } from 'node:crypto'
import type { LeadRequest } from '../../../services/leads/contract.ts'
import type { OfferClaimRecord } from '../../offers/claimRecord.ts'
import { type SqlExecutor, placeholders } from '../sql.server.ts'

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

export interface NewLead {
  request: OutboxRequest
  purpose: LeadPurpose
  deliveries: NewDelivery[]
}

/**
 * The durable lead outbox (tables of migrations leads-001/002). `accept` commits the lead and its delivery
 * rows in one transaction before the visitor is answered; relays then claim due rows and record each
 * attempt's outcome. The unique idempotency key makes a retry that reaches another instance the same lead.
 */
export class LeadOutbox {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Stores a lead and its deliveries, or, when its idempotency key is already stored, nothing: the same
   * lead id comes back with duplicate=true. Rejects when the database cannot write (the caller answers 503).
   */
  async accept(request: OutboxRequest, purpose: LeadPurpose, deliveries: NewDelivery[]): Promise<AcceptResult> {
    return (await this.acceptAll([{ request, purpose, deliveries }]))[0]!
  }

  /** Several leads in one transaction: one wait for the disk for all of them (see acceptQueue). */
  acceptAll(leads: readonly NewLead[]): Promise<AcceptResult[]> {
    return this.sql.transaction(async (tx) => {
      const results: AcceptResult[] = []
      for (const lead of leads) results.push(await this.insert(tx, lead))
      return results
    })
  }

  private async insert(tx: SqlExecutor, { request, purpose, deliveries }: NewLead): Promise<AcceptResult> {
    const id = randomUUID()
    const at = new Date(this.now()).toISOString()
    // ON CONFLICT: a concurrent insert of the same key (another instance) waits for the first to commit
    // and then inserts nothing, instead of failing.
    const inserted = await tx.run(
      `INSERT INTO lead_outbox_leads (id, idempotency_key, purpose, kind, form_id, request_json, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      [id, request.idempotencyKey, purpose, request.kind, request.formId, JSON.stringify(request), at],
    )
    if (inserted === 0) return { leadId: (await this.leadIdIn(tx, request.idempotencyKey))!, duplicate: true }
    for (const delivery of deliveries)
      await tx.run(
        `INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [id, delivery.destination, JSON.stringify(delivery.payload), this.now(), at, at],
      )
    return { leadId: id, duplicate: false }
  }

  /**
   * Claims up to `limit` due deliveries for one attempt each: the attempt count goes up and the row is
   * leased until `now + leaseMs` (its next_attempt_at), so no other relay sends it meanwhile; when the
   * lease runs out without an outcome (the instance was killed), the row is due again and another relay
   * takes it. Rows of the `paused` destinations stay where they are (their upstream is known to be down).
   *
   * PostgreSQL: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection, so relays on several instances
   * claiming at the same moment each get different rows and never wait for each other. SQLite: the
   * same selection and lease inside one IMMEDIATE transaction (one writer per file).
   */
  async claimDue(limit: number, leaseMs: number, paused: readonly string[] = []): Promise<DeliveryRow[]> {
    const now = this.now()
    const stamp = new Date(now).toISOString()
    const notPaused = paused.length ? `AND destination NOT IN (${placeholders(paused.length)})` : ''
    const due = `SELECT lead_id, destination FROM lead_outbox_deliveries
      WHERE status = 'pending' AND next_attempt_at <= ? ${notPaused} ORDER BY next_attempt_at LIMIT ?`
    if (this.sql.dialect === 'postgres') {
      const rows = await this.sql.transaction(
        (tx) =>
          tx.all<RawDelivery>(
            `WITH due AS (${due} FOR UPDATE SKIP LOCKED),
             leased AS (
               UPDATE lead_outbox_deliveries d SET attempts = d.attempts + 1, next_attempt_at = ?, updated_at = ?
               FROM due WHERE d.lead_id = due.lead_id AND d.destination = due.destination
               RETURNING d.*
             )
             SELECT ${DELIVERY_COLUMNS} FROM leased d JOIN lead_outbox_leads l ON l.id = d.lead_id ORDER BY d.next_attempt_at`,
            [now, ...paused, limit, now + leaseMs, stamp],
          ),
        { durability: 'relaxed' },
      )
      return rows.map(toDelivery)
    }
    return this.sql.transaction(
      async (tx) => {
        const rows = await tx.all<RawDelivery>(
          `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id
           WHERE (d.lead_id, d.destination) IN (${due})`,
          [now, ...paused, limit],
        )
        const claimed: DeliveryRow[] = []
        for (const row of rows.map(toDelivery).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)) {
          const leased = await tx.run(
            `UPDATE lead_outbox_deliveries SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
             WHERE lead_id = ? AND destination = ? AND status = 'pending' AND next_attempt_at <= ?`,
            [now + leaseMs, stamp, row.leadId, row.destination, now],
          )
          if (leased === 1) claimed.push({ ...row, attempts: row.attempts + 1, nextAttemptAt: now + leaseMs })
        }
        return claimed
      },
      { durability: 'relaxed' },
    )
  }

  /*
   * The relay's own bookkeeping below commits without waiting for the disk ('relaxed'): losing the last
   * of these writes in a power cut only means a delivery is attempted again, which the upstream
   * deduplicates by Idempotency-Key. The lead itself (`accept`) is always committed with full durability.
   */

  async markDelivered(
    row: Pick<DeliveryRow, 'leadId' | 'destination'>,
    responseStatus: number,
    responseBody = '',
  ): Promise<void> {
    const at = new Date(this.now()).toISOString()
    await this.relaxed(
      `UPDATE lead_outbox_deliveries SET status = 'delivered', delivered_at = ?, response_status = ?, response_body = ?, last_error = NULL, updated_at = ?
       WHERE lead_id = ? AND destination = ?`,
      [at, responseStatus, responseBody.slice(0, 2000) || null, at, row.leadId, row.destination],
    )
  }

  async markRetry(
    row: Pick<DeliveryRow, 'leadId' | 'destination'>,
    delayMs: number,
    responseStatus: number | null,
    error: string,
  ): Promise<void> {
    const now = this.now()
    await this.relaxed(
      `UPDATE lead_outbox_deliveries SET next_attempt_at = ?, response_status = ?, last_error = ?, updated_at = ?
       WHERE lead_id = ? AND destination = ? AND status = 'pending'`,
      [now + delayMs, responseStatus, error.slice(0, 1000), new Date(now).toISOString(), row.leadId, row.destination],
    )
  }

  async markFailed(
    row: Pick<DeliveryRow, 'leadId' | 'destination'>,
    responseStatus: number | null,
    error: string,
  ): Promise<void> {
    await this.relaxed(
      `UPDATE lead_outbox_deliveries SET status = 'failed', response_status = ?, last_error = ?, updated_at = ?
       WHERE lead_id = ? AND destination = ?`,
      [responseStatus, error.slice(0, 1000), new Date(this.now()).toISOString(), row.leadId, row.destination],
    )
  }

  /**
   * Hands a claimed row back (a relay shutting down before the attempt ended): due now, so another relay
   * takes it at once instead of after the lease. Only while the lease is still this claim's (the row's
   * next_attempt_at is the lease the claim set): an outcome already recorded is never undone. The attempt
   * stays counted, since the request may have reached the upstream.
   */
  async releaseLease(row: Pick<DeliveryRow, 'leadId' | 'destination' | 'nextAttemptAt'>): Promise<boolean> {
    const now = this.now()
    const released = await this.relaxed(
      `UPDATE lead_outbox_deliveries SET next_attempt_at = ?, updated_at = ?
       WHERE lead_id = ? AND destination = ? AND status = 'pending' AND next_attempt_at = ?`,
      [now, new Date(now).toISOString(), row.leadId, row.destination, row.nextAttemptAt],
    )
    return released === 1
  }

  private relaxed(statement: string, params: ReadonlyArray<string | number | null>): Promise<number> {
    return this.sql.transaction((tx) => tx.run(statement, params), { durability: 'relaxed' })
  }

  /** Puts failed deliveries (of one lead, or all) back in the queue, due now. Returns how many. */
  requeueFailed(leadId: string | null = null): Promise<number> {
    const now = this.now()
    return this.sql.run(
      `UPDATE lead_outbox_deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?
       WHERE status = 'failed'${leadId === null ? '' : ' AND lead_id = ?'}`,
      leadId === null ? [now, new Date(now).toISOString()] : [now, new Date(now).toISOString(), leadId],
    )
  }

  /**
   * Deletes the leads (and claims) whose every delivery was delivered more than `retentionMs` ago, with
   * their delivery rows; returns how many leads went. Their idempotency keys go with them: a retry that
   * late is a new lead. Pending and failed rows are never pruned, so nothing still on its way is lost.
   */
  pruneDelivered(retentionMs: number): Promise<number> {
    const cutoff = new Date(this.now() - retentionMs).toISOString()
    return this.sql.transaction(async (tx) => {
      await tx.run(
        `DELETE FROM lead_outbox_deliveries WHERE lead_id IN (SELECT l.id FROM lead_outbox_leads l WHERE l.received_at < ? AND NOT EXISTS (
           SELECT 1 FROM lead_outbox_deliveries d WHERE d.lead_id = l.id AND (d.status <> 'delivered' OR d.delivered_at >= ?)))`,
        [cutoff, cutoff],
      )
      return tx.run(
        `DELETE FROM lead_outbox_leads WHERE received_at < ? AND NOT EXISTS (SELECT 1 FROM lead_outbox_deliveries d WHERE d.lead_id = lead_outbox_leads.id)`,
        [cutoff],
      )
    })
  }

  /** The id of the lead (or claim) stored under this idempotency key, or null. */
  leadIdForKey(idempotencyKey: string): Promise<string | null> {
    return this.leadIdIn(this.sql, idempotencyKey)
  }

  private async leadIdIn(sql: SqlExecutor, idempotencyKey: string): Promise<string | null> {
    const row = await sql.get<{ id: string }>('SELECT id FROM lead_outbox_leads WHERE idempotency_key = ?', [
      idempotencyKey,
    ])
    return row?.id ?? null
  }

  /** One lead by id or idempotency key, with its deliveries. */
  async find(idOrKey: string): Promise<StoredLead | null> {
    const raw = await this.sql.get<{
      id: string
      idempotency_key: string
      purpose: LeadPurpose
      kind: string
      form_id: string
      request_json: string
      received_at: string
    }>('SELECT * FROM lead_outbox_leads WHERE id = ? OR idempotency_key = ?', [idOrKey, idOrKey])
    if (!raw) return null
    const deliveries = await this.sql.all<RawDelivery>(
      `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id WHERE d.lead_id = ? ORDER BY d.destination`,
      [raw.id],
    )
    return {
      id: raw.id,
      idempotencyKey: raw.idempotency_key,
      purpose: raw.purpose,
      kind: raw.kind,
      formId: raw.form_id,
      request: JSON.parse(raw.request_json) as OutboxRequest,
      receivedAt: raw.received_at,
      deliveries: deliveries.map(toDelivery),
    } as StoredLead
  }

  async list(status: DeliveryStatus | null = null, limit = 100): Promise<DeliveryRow[]> {
    const rows = await this.sql.all<RawDelivery>(
      `SELECT ${DELIVERY_COLUMNS} FROM lead_outbox_deliveries d JOIN lead_outbox_leads l ON l.id = d.lead_id
       ${status === null ? '' : 'WHERE d.status = ?'} ORDER BY l.received_at DESC, d.lead_id, d.destination LIMIT ?`,
      status === null ? [limit] : [status, limit],
    )
    return rows.map(toDelivery)
  }

  async counts(): Promise<Record<DeliveryStatus, number>> {
    const counts: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 }
    const rows = await this.sql.all<{ status: DeliveryStatus; n: number }>(
      'SELECT status, count(*) AS n FROM lead_outbox_deliveries GROUP BY status',
    )
    for (const { status, n } of rows) counts[status] = n
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

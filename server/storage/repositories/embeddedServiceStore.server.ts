import type { SqlExecutor } from '../sql.server.ts'

/**
 * What the embedded stand-ins of the company's services keep (their own tables, as the real services
 * would): leads and partner-offer claims received by the lead API, marketing-automation form captures,
 * move requests. Each store keeps an Idempotency-Key once and answers with the first record's id.
 */
export class EmbeddedServiceStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Stores a lead the embedded lead API received; with a repeated key, the first lead's id. */
  storeLead(lead: { leadId: string; endpoint: string; idempotencyKey: string | null; body: unknown }): Promise<string> {
    return this.firstIdForKey(
      `INSERT INTO embedded_lead_api_leads (lead_id, endpoint, idempotency_key, body_json, received_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [lead.leadId, lead.endpoint, lead.idempotencyKey, JSON.stringify(lead.body ?? null), new Date().toISOString()],
      'SELECT lead_id AS id FROM embedded_lead_api_leads WHERE idempotency_key = ?',
      lead.idempotencyKey,
      lead.leadId,
    )
  }

  /** Stores a partner-offer submission; with a repeated key, the first submission's id. */
  storePartnerClaim(claim: {
    submissionId: string
    partner: string
    idempotencyKey: string | null
    body: unknown
  }): Promise<string> {
    return this.firstIdForKey(
      `INSERT INTO embedded_partner_claims (submission_id, partner, idempotency_key, body_json, received_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [claim.submissionId, claim.partner, claim.idempotencyKey, JSON.stringify(claim.body), new Date().toISOString()],
      'SELECT submission_id AS id FROM embedded_partner_claims WHERE idempotency_key = ?',
      claim.idempotencyKey,
      claim.submissionId,
    )
  }

  async storeFormSubmission(submission: {
    portalId: string
    formId: string
    idempotencyKey: string | null
    fields: unknown
  }): Promise<void> {
    await this.sql.run(
      `INSERT INTO embedded_marketing_automation_submissions (portal_id, form_id, idempotency_key, fields_json, received_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        submission.portalId,
        submission.formId,
        submission.idempotencyKey,
        JSON.stringify(submission.fields),
        new Date().toISOString(),
      ],
    )
  }

  /**
   * Files a move request unless one for this customer and site was filed in the last MOVE_REQUEST_DEDUP_MS;
   * true when this one is new. The hold is a row under a unique key, taken by one atomic upsert that renews
   * it only once it has lapsed, so two requests at once (two instances, PostgreSQL) file one request: the
   * second waits on the first's key, then finds the hold current (issue 28).
   */
  async storeMoveRequest(request: MoveRequestRecord, now: number = Date.now()): Promise<boolean> {
    const at = new Date(now).toISOString()
    return this.sql.transaction(async (tx) => {
      const held = await tx.run(
        `INSERT INTO embedded_move_request_holds (customer_number, site_id, held_until) VALUES (?, ?, ?)
         ON CONFLICT (customer_number, site_id) DO UPDATE SET held_until = excluded.held_until
         WHERE embedded_move_request_holds.held_until <= ?`,
        [request.customerNumber, request.siteId, new Date(now + MOVE_REQUEST_DEDUP_MS).toISOString(), at],
      )
      if (held === 0) return false
      await tx.run(
        `INSERT INTO embedded_move_requests (customer_number, site_id, new_address, move_date, requested_at) VALUES (?, ?, ?, ?, ?)`,
        [request.customerNumber, request.siteId, request.newAddress, request.moveDate, at],
      )
      return true
    })
  }

  /** The customer's sites with a move request from the last MOVE_REQUEST_DEDUP_MS. */
  async sitesWithRecentMoveRequest(customerNumber: string, now: number = Date.now()): Promise<string[]> {
    const rows = await this.sql.all<{ site_id: string }>(
      'SELECT site_id FROM embedded_move_request_holds WHERE customer_number = ? AND held_until > ? ORDER BY site_id',
      [customerNumber, new Date(now).toISOString()],
    )
    return rows.map((row) => row.site_id)
  }

  /** How many move requests a customer has (for tests). */
  async moveRequestCount(customerNumber: string): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM embedded_move_requests WHERE customer_number = ?',
      [customerNumber],
    )
    return Number(row?.n ?? 0)
  }

  /** Leads the embedded lead API holds (for tests and `npm run leads`), oldest first. */
  async leads(): Promise<Array<{ leadId: string; endpoint: string; idempotencyKey: string | null; body: unknown }>> {
    const rows = await this.sql.all<{
      lead_id: string
      endpoint: string
      idempotency_key: string | null
      body_json: string
    }>('SELECT lead_id, endpoint, idempotency_key, body_json FROM embedded_lead_api_leads ORDER BY id')
    return rows.map((row) => ({
      leadId: row.lead_id,
      endpoint: row.endpoint,
      idempotencyKey: row.idempotency_key,
      body: JSON.parse(row.body_json) as unknown,
    }))
  }

  private async firstIdForKey(
    insert: string,
    values: ReadonlyArray<string | null>,
    select: string,
    key: string | null,
    newId: string,
  ): Promise<string> {
    if ((await this.sql.run(insert, values)) === 1) return newId
    return (await this.sql.get<{ id: string }>(select, [key]))?.id ?? newId
  }
}

/** One move request as filed: the site moved from (its system number), the new address as one line, the date. */
export interface MoveRequestRecord {
  customerNumber: string
  siteId: string
  newAddress: string
  /** YYYY-MM-DD. */
  moveDate: string
}

/** A customer's move request for a site stands for 30 days; another within them is the same request. */
export const MOVE_REQUEST_DEDUP_MS = 30 * 24 * 60 * 60 * 1000

import type { SqlExecutor } from '../sql.server.ts'

export interface ClaimReservation {
  partnerId: string
  customerNumber: string
  claimId: string
  idempotencyKey: string
  offerId: string
  claimedAtMs: number
}

/**
 * Who has claimed which partner's offer, and when (table offer_claims, migration offers-001). The
 * (partner, customer) primary key is what keeps a customer from claiming twice, on every instance at once.
 */
export class OfferClaimStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** The claim id accepted earlier under this idempotency key (a retry or double click), if any. */
  async claimIdForKey(idempotencyKey: string): Promise<string | null> {
    const row = await this.sql.get<{ claim_id: string }>(
      'SELECT claim_id FROM offer_claims WHERE idempotency_key = ?',
      [idempotencyKey],
    )
    return row?.claim_id ?? null
  }

  /**
   * True when this claim now holds the customer's row: there was none, or its claim is older than the
   * window. False when the customer claimed within the window. One INSERT … ON CONFLICT DO UPDATE … WHERE:
   * on PostgreSQL a concurrent claim for the same customer waits for the first to commit and then finds
   * its row, so twenty claims at once on four instances still give one.
   */
  async reserve(claim: ClaimReservation, windowMs: number): Promise<boolean> {
    const changed = await this.sql.run(
      `INSERT INTO offer_claims (partner_id, customer_number, claim_id, idempotency_key, offer_id, claimed_at, claimed_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (partner_id, customer_number) DO UPDATE SET
         claim_id = excluded.claim_id, idempotency_key = excluded.idempotency_key, offer_id = excluded.offer_id,
         claimed_at = excluded.claimed_at, claimed_at_ms = excluded.claimed_at_ms
       WHERE offer_claims.claimed_at_ms <= excluded.claimed_at_ms - ?`,
      [
        claim.partnerId,
        claim.customerNumber,
        claim.claimId,
        claim.idempotencyKey,
        claim.offerId,
        new Date(claim.claimedAtMs).toISOString(),
        claim.claimedAtMs,
        windowMs,
      ],
    )
    return changed === 1
  }
}

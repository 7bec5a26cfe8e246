import { applyMigrations, type SiteDatabase } from '../storage/database.server.ts'
import { OFFER_CLAIM_MIGRATIONS } from './migrations.server.ts'

export interface ClaimReservation {
  partnerId: string
  customerNumber: string
  claimId: string
  idempotencyKey: string
  offerId: string
  claimedAtMs: number
}

/** Who has claimed which partner's offer, and when (table offer_claims, migration offers-001). */
export class OfferClaimStore {
  private readonly statements

  constructor(db: SiteDatabase) {
    applyMigrations(db, OFFER_CLAIM_MIGRATIONS)
    this.statements = {
      byKey: db.prepare('SELECT claim_id FROM offer_claims WHERE idempotency_key = ?').pluck(),
      // Takes the (partner, customer) row when there is none, or when its claim is older than the window.
      reserve: db.prepare(
        `INSERT INTO offer_claims (partner_id, customer_number, claim_id, idempotency_key, offer_id, claimed_at, claimed_at_ms)
         VALUES (@partnerId, @customerNumber, @claimId, @idempotencyKey, @offerId, @claimedAt, @claimedAtMs)
         ON CONFLICT (partner_id, customer_number) DO UPDATE SET
           claim_id = excluded.claim_id, idempotency_key = excluded.idempotency_key, offer_id = excluded.offer_id,
           claimed_at = excluded.claimed_at, claimed_at_ms = excluded.claimed_at_ms
         WHERE offer_claims.claimed_at_ms <= excluded.claimed_at_ms - @windowMs`,
      ),
    }
  }

  /** The claim id accepted earlier under this idempotency key (a retry or double click), if any. */
  claimIdForKey(idempotencyKey: string): string | null {
    return (this.statements.byKey.get(idempotencyKey) as string | undefined) ?? null
  }

  /** True when this claim now holds the customer's row; false when the customer claimed within the window. */
  reserve(claim: ClaimReservation, windowMs: number): boolean {
    return (
      this.statements.reserve.run({ ...claim, claimedAt: new Date(claim.claimedAtMs).toISOString(), windowMs })
        .changes === 1
    )
  }
}

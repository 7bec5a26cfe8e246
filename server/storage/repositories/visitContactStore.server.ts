import { createHash } from 'node:crypto'
import type { SqlExecutor } from '../sql.server.ts'
import type { VisitContactDetails } from '../../../runtime/render/BlockServices.ts'

/** What a visit can remember: the loaders' VisitContactDetails (runtime/render/BlockServices.ts). */
export type VisitContact = VisitContactDetails

/** Its fields, each a plain string (the compiler checks each is a field of VisitContactDetails). */
export const VISIT_CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zip',
  'street',
  'unit',
  'city',
  'state',
] as const satisfies readonly (keyof VisitContact)[]

function hashVisit(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** Only the known fields, trimmed, non-empty and short (what a stored row may hold, and what is read back). */
export function visitContactFields(value: unknown): VisitContact {
  if (value === null || typeof value !== 'object') return {}
  const record = value as Record<string, unknown>
  return Object.fromEntries(
    VISIT_CONTACT_FIELDS.flatMap((field) => {
      const given = record[field]
      const text = typeof given === 'string' ? given.trim() : ''
      return text && text.length <= 254 ? [[field, text]] : []
    }),
  )
}

/**
 * What a visitor told the site this visit (table visit_contacts, migration visit-contacts-001), keyed like the
 * sign-in sessions by the SHA-256 of the visit cookie's random id. Every row ends at its expiry: reads ignore it
 * after that and each write deletes the expired rows.
 */
export class VisitContactStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** The visit's details, or {} when there are none or they have expired. */
  async find(visitId: string, now = Date.now()): Promise<VisitContact> {
    const row = await this.sql.get<{ contact: string; expires_at_ms: number | string }>(
      'SELECT contact, expires_at_ms FROM visit_contacts WHERE visit_hash = ?',
      [hashVisit(visitId)],
    )
    if (!row || Number(row.expires_at_ms) <= now) return {}
    try {
      return visitContactFields(JSON.parse(row.contact))
    } catch {
      return {}
    }
  }

  /**
   * Adds the given details to the visit's (a later answer replaces an earlier one, an empty one keeps it) and sets
   * the row's expiry to `expiresAtMs`. In one transaction, so two forms sent at once lose neither's fields.
   */
  async remember(visitId: string, given: VisitContact, expiresAtMs: number, now = Date.now()): Promise<void> {
    const fields = visitContactFields(given)
    if (!Object.keys(fields).length) return
    await this.sql.transaction(async (tx) => {
      await tx.run('DELETE FROM visit_contacts WHERE expires_at_ms <= ?', [now])
      const store = new VisitContactStore(tx)
      const contact = JSON.stringify({ ...(await store.find(visitId, now)), ...fields })
      await tx.run(
        `INSERT INTO visit_contacts (visit_hash, contact, expires_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (visit_hash) DO UPDATE SET contact = excluded.contact, expires_at_ms = excluded.expires_at_ms`,
        [hashVisit(visitId), contact, expiresAtMs],
      )
    })
  }
}

import { applyMigrations, type SiteDatabase } from '../../storage/database.server.ts'
import { EMBEDDED_OFFER_CALLS_MIGRATIONS } from './offerCallsMigrations.server.ts'

export interface SinkEmail {
  messageId: string
  to: { email: string; name: string }
  from: string
  templateId: string
  data: Record<string, string>
  receivedAt: string
}

/**
 * The embedded lead API's e-mail sink: e-mails it was asked to send are stored instead (viewable with
 * `npm run leads -- emails`). `store` answers whether the e-mail is new; a repeated messageId or
 * Idempotency-Key stores nothing.
 */
export class EmailSink {
  private readonly insert
  private readonly byKey
  private readonly list

  constructor(db: SiteDatabase) {
    applyMigrations(db, EMBEDDED_OFFER_CALLS_MIGRATIONS)
    this.insert = db.prepare(
      `INSERT INTO embedded_lead_emails (message_id, idempotency_key, to_email, template_id, body_json, received_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    this.byKey = db
      .prepare('SELECT message_id FROM embedded_lead_emails WHERE message_id = ? OR idempotency_key = ?')
      .pluck()
    this.list = db.prepare('SELECT body_json, received_at FROM embedded_lead_emails ORDER BY id DESC LIMIT ?')
  }

  /** Returns the stored messageId (the first one, for a repeat) and whether this call stored it. */
  store(
    email: Omit<SinkEmail, 'receivedAt'>,
    idempotencyKey: string | null,
  ): { messageId: string; duplicate: boolean } {
    const result = this.insert.run(
      email.messageId,
      idempotencyKey,
      email.to.email,
      email.templateId,
      JSON.stringify(email),
      new Date().toISOString(),
    )
    if (result.changes === 1) return { messageId: email.messageId, duplicate: false }
    return {
      messageId: (this.byKey.get(email.messageId, idempotencyKey) as string | undefined) ?? email.messageId,
      duplicate: true,
    }
  }

  /** The latest e-mails first. */
  latest(limit = 50): SinkEmail[] {
    return (this.list.all(limit) as Array<{ body_json: string; received_at: string }>).map((row) => ({
      ...(JSON.parse(row.body_json) as SinkEmail),
      receivedAt: row.received_at,
    }))
  }
}

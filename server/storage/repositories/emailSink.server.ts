import type { SqlExecutor } from '../sql.server.ts'

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
  constructor(private readonly sql: SqlExecutor) {}

  /** Returns the stored messageId (the first one, for a repeat) and whether this call stored it. */
  async store(
    email: Omit<SinkEmail, 'receivedAt'>,
    idempotencyKey: string | null,
  ): Promise<{ messageId: string; duplicate: boolean }> {
    const inserted = await this.sql.run(
      `INSERT INTO embedded_lead_emails (message_id, idempotency_key, to_email, template_id, body_json, received_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [
        email.messageId,
        idempotencyKey,
        email.to.email,
        email.templateId,
        JSON.stringify(email),
        new Date().toISOString(),
      ],
    )
    if (inserted === 1) return { messageId: email.messageId, duplicate: false }
    const first = await this.sql.get<{ message_id: string }>(
      'SELECT message_id FROM embedded_lead_emails WHERE message_id = ? OR idempotency_key = ?',
      [email.messageId, idempotencyKey],
    )
    return { messageId: first?.message_id ?? email.messageId, duplicate: true }
  }

  /** The latest e-mails first. */
  async latest(limit = 50): Promise<SinkEmail[]> {
    const rows = await this.sql.all<{ body_json: string; received_at: string }>(
      'SELECT body_json, received_at FROM embedded_lead_emails ORDER BY id DESC LIMIT ?',
      [limit],
    )
    return rows.map((row) => ({ ...(JSON.parse(row.body_json) as SinkEmail), receivedAt: row.received_at }))
  }
}

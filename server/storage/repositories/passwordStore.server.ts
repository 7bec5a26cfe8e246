import type { SqlExecutor } from '../sql.server.ts'

/**
 * The embedded identity provider's password resets and changed passwords. Tokens arrive already hashed
 * (SHA-256 of the link's random token) and passwords already hashed (scrypt): no secret is stored as given.
 */
export class PasswordStore {
  constructor(private readonly sql: SqlExecutor) {}

  /** Keeps a new reset token for the customer; their earlier unused links stop working (only the newest counts). */
  async issueReset(subject: string, tokenHash: string, expiresAtMs: number, now: number): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run('UPDATE embedded_password_resets SET used_at_ms = ? WHERE subject = ? AND used_at_ms IS NULL', [
        now,
        subject,
      ])
      await tx.run(
        'INSERT INTO embedded_password_resets (token_hash, subject, expires_at_ms, used_at_ms) VALUES (?, ?, ?, NULL)',
        [tokenHash, subject, expiresAtMs],
      )
      // Spent and expired links of anyone are of no further use.
      await tx.run('DELETE FROM embedded_password_resets WHERE expires_at_ms < ?', [now - 24 * 3_600_000])
    })
  }

  /** The customer a reset token is for, while it is unused and unexpired; else undefined. */
  async subjectOfLiveReset(tokenHash: string, now: number): Promise<string | undefined> {
    const row = await this.sql.get<{ subject: string }>(
      'SELECT subject FROM embedded_password_resets WHERE token_hash = ? AND used_at_ms IS NULL AND expires_at_ms > ?',
      [tokenHash, now],
    )
    return row?.subject
  }

  /**
   * Spends the token and sets the new password in one transaction; answers the customer, or undefined when the
   * token was already used or has expired (of two submissions at once, exactly one changes the password).
   */
  async completeReset(tokenHash: string, passwordHash: string, now: number): Promise<string | undefined> {
    return this.sql.transaction(async (tx) => {
      const subject = (
        await tx.get<{ subject: string }>('SELECT subject FROM embedded_password_resets WHERE token_hash = ?', [
          tokenHash,
        ])
      )?.subject
      if (!subject) return undefined
      const spent = await tx.run(
        'UPDATE embedded_password_resets SET used_at_ms = ? WHERE token_hash = ? AND used_at_ms IS NULL AND expires_at_ms > ?',
        [now, tokenHash, now],
      )
      if (spent !== 1) return undefined
      await tx.run(
        `INSERT INTO embedded_passwords (subject, password_hash, changed_at_ms) VALUES (?, ?, ?)
         ON CONFLICT (subject) DO UPDATE SET password_hash = excluded.password_hash, changed_at_ms = excluded.changed_at_ms`,
        [subject, passwordHash, now],
      )
      return subject
    })
  }

  /** The customer's changed password's hash; undefined while they still have the demo password. */
  async passwordHashOf(subject: string): Promise<string | undefined> {
    const row = await this.sql.get<{ password_hash: string }>(
      'SELECT password_hash FROM embedded_passwords WHERE subject = ?',
      [subject],
    )
    return row?.password_hash
  }
}

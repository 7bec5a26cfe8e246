import type { SqlExecutor } from '../sql.server.ts'

/**
 * Named secrets kept in the database (table auth_embedded_secrets of migration auth-002): the embedded
 * provider's signing key and cookie key, the site's client secret there, the key that signs the sign-out
 * state. Each is made once per database by whichever instance asks first (INSERT … ON CONFLICT DO
 * NOTHING, then read back), so every instance sharing a database uses the same value.
 *
 * Routers read them while they are built, synchronously: `ensure` loads them when storage opens, `get`
 * then answers from memory. A secret asked for without `ensure` is made on the spot when the backend
 * can write synchronously (SQLite), and is an error otherwise.
 */
export class KeyStore {
  private readonly known = new Map<string, string>()

  constructor(
    private readonly sql: SqlExecutor,
    private readonly writeNow?: (name: string, value: string) => string,
  ) {}

  /** Loads (making the missing ones) every secret named here. */
  async ensure(makers: Readonly<Record<string, () => string>>): Promise<void> {
    for (const [name, make] of Object.entries(makers)) {
      if (this.known.has(name)) continue
      const stored = await this.sql.get<{ value: string }>('SELECT value FROM auth_embedded_secrets WHERE name = ?', [
        name,
      ])
      if (stored) {
        this.known.set(name, stored.value)
        continue
      }
      await this.sql.run('INSERT INTO auth_embedded_secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING', [
        name,
        make(),
      ])
      const kept = await this.sql.get<{ value: string }>('SELECT value FROM auth_embedded_secrets WHERE name = ?', [
        name,
      ])
      this.known.set(name, kept!.value)
    }
  }

  /** The secret's value (the first one ever stored under the name). */
  get(name: string, make: () => string): string {
    const known = this.known.get(name)
    if (known !== undefined) return known
    if (!this.writeNow) throw new Error(`the secret "${name}" was not loaded when storage opened (KeyStore.ensure)`)
    const value = this.writeNow(name, make())
    this.known.set(name, value)
    return value
  }
}

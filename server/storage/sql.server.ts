/** Which database a statement runs on; repositories branch on it only where the two must differ. */
export type Dialect = 'sqlite' | 'postgres'

export type SqlValue = string | number | null

/** How hard a commit waits for the disk: 'relaxed' for bookkeeping that is safe to redo after a crash. */
export type Durability = 'full' | 'relaxed'

/**
 * Statements with `?` placeholders, run on one backend. Only repositories in server/storage see this:
 * the rest of the server talks to repositories, never to SQL.
 */
export interface SqlExecutor {
  readonly dialect: Dialect
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>
  /** Runs a statement; returns how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside a
   * transaction this joins the one already open (no nesting), so a repository method that needs
   * atomicity can be called alone or as part of a caller's larger transaction.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: { durability?: Durability }): Promise<T>
}

/** One schema change, applied once per database in the order listed. Ids never change once shipped. */
export interface Migration {
  id: string
  /** SQL both backends run, or SQLite's when `postgres` is given. */
  sql: string
  /** PostgreSQL's own text of the same change, when the SQLite text does not fit it (types, table rebuilds). */
  postgres?: string
}

/** A backend: statements, transactions, the migration runner, and closing. */
export interface SqlDatabase extends SqlExecutor {
  migrate(migrations: readonly Migration[]): Promise<void>
  close(): Promise<void>
}

/**
 * `?` placeholders to PostgreSQL's `$1, $2, …`, leaving quoted text alone (one SQL text serves both
 * backends).
 */
export function numberedPlaceholders(sql: string): string {
  let out = ''
  let n = 0
  let quoted = false
  for (const char of sql) {
    if (char === "'") quoted = !quoted
    out += char === '?' && !quoted ? `$${++n}` : char
  }
  return out
}

/** `?, ?, ?` for an IN list of `count` values (at least one: `IN ()` is not SQL). */
export function placeholders(count: number): string {
  return Array.from({ length: Math.max(1, count) }, () => '?').join(', ')
}

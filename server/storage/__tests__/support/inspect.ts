import { type SiteStorage, sqlForTests } from '../../siteStorage.server.ts'
import type { SqlValue } from '../../sql.server.ts'

/** Rows of a query on a storage's tables, for tests that check what was stored. */
export function queryRows<T = Record<string, unknown>>(
  storage: SiteStorage,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<T[]> {
  return sqlForTests(storage).all<T>(sql, params)
}

/** The first column of every row. */
export async function queryColumn<T = unknown>(
  storage: SiteStorage,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<T[]> {
  return (await queryRows(storage, sql, params)).map((row) => Object.values(row)[0] as T)
}

/** The first column of the first row (e.g. a count). */
export async function queryValue<T = unknown>(
  storage: SiteStorage,
  sql: string,
  params: readonly SqlValue[] = [],
): Promise<T | undefined> {
  return (await queryColumn<T>(storage, sql, params))[0]
}

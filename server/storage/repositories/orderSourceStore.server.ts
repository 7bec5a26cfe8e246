import type { SqlExecutor } from '../sql.server.ts'

/**
 * The lead source of the partner shop each order was made from (table order_sources, migration order-sources-001):
 * written when the site creates the order, read by the order page. The first answer for an order stays (the checkout
 * API's idempotency key makes a retried order the same number, from the same page).
 */
export class OrderSourceStore {
  constructor(private readonly sql: SqlExecutor) {}

  async remember(orderNumber: string, leadSource: string, now = Date.now()): Promise<void> {
    await this.sql.run(
      `INSERT INTO order_sources (order_number, lead_source, created_at_ms) VALUES (?, ?, ?)
       ON CONFLICT (order_number) DO NOTHING`,
      [orderNumber, leadSource, now],
    )
  }

  /** The order's partner lead source, or null for an order of the site's own shop (or one this site did not make). */
  async find(orderNumber: string): Promise<string | null> {
    const row = await this.sql.get<{ lead_source: string }>(
      'SELECT lead_source FROM order_sources WHERE order_number = ?',
      [orderNumber],
    )
    return row?.lead_source ?? null
  }
}

import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { applyMigrations, type SiteDatabase } from '../../storage/database.server.ts'
import { CHECKOUT_MIGRATIONS } from './migrations.ts'

export interface StoredOrder {
  orderNumber: string
  customerToken: string
  store: string
  subtotal: number
  payload: Record<string, unknown>
  createdAt: string
}

interface OrderRow {
  order_number: string
  customer_token: string
  store: string
  subtotal: number
  payload: string
  created_at: string
}

/** Orders of the embedded checkout API in the site's SQLite database. */
export class OrderStore {
  constructor(private readonly db: SiteDatabase) {
    applyMigrations(db, CHECKOUT_MIGRATIONS)
  }

  /**
   * Stores the order, or returns the one already stored under the same idempotency key; `created`
   * tells which. One transaction, so two racing retries still make one order.
   */
  create(payload: Record<string, unknown>, idempotencyKey: string | null): { order: StoredOrder; created: boolean } {
    return this.db.transaction(() => {
      if (idempotencyKey) {
        const existing = this.db
          .prepare('SELECT * FROM checkout_orders WHERE idempotency_key = ?')
          .get(idempotencyKey) as OrderRow | undefined
        if (existing) return { order: toOrder(existing), created: false }
      }
      const row: OrderRow = {
        order_number: this.newOrderNumber(),
        customer_token: randomBytes(16).toString('hex'),
        store: typeof payload.store === 'string' ? payload.store : '',
        subtotal: typeof payload.subtotal === 'number' ? payload.subtotal : 0,
        payload: JSON.stringify(payload),
        created_at: new Date().toISOString(),
      }
      this.db
        .prepare(
          'INSERT INTO checkout_orders (order_number, customer_token, idempotency_key, store, subtotal, payload, created_at) VALUES (@order_number, @customer_token, @idempotency_key, @store, @subtotal, @payload, @created_at)',
        )
        .run({ ...row, idempotency_key: idempotencyKey })
      return { order: toOrder(row), created: true }
    })()
  }

  /** The order when the number exists and the token matches it (compared in constant time). */
  find(orderNumber: string, customerToken: string): StoredOrder | null {
    const row = this.db.prepare('SELECT * FROM checkout_orders WHERE order_number = ?').get(orderNumber) as
      OrderRow | undefined
    if (!row) return null
    const expected = Buffer.from(row.customer_token)
    const given = Buffer.from(customerToken)
    return expected.length === given.length && timingSafeEqual(expected, given) ? toOrder(row) : null
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM checkout_orders').get() as { n: number }).n
  }

  private newOrderNumber(): string {
    for (;;) {
      const candidate = `HB${randomInt(10_000_000, 99_999_999)}`
      if (!this.db.prepare('SELECT 1 FROM checkout_orders WHERE order_number = ?').get(candidate)) return candidate
    }
  }
}

function toOrder(row: OrderRow): StoredOrder {
  return {
    orderNumber: row.order_number,
    customerToken: row.customer_token,
    store: row.store,
    subtotal: row.subtotal,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
  }
}

import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { SqlExecutor } from '../sql.server.ts'

export interface StoredOrder {
  orderNumber: string
  customerToken: string
  store: string
  subtotal: number
  payload: Record<string, unknown>
  createdAt: string
  /** What the checkout host stored when the buyer placed the order (contact, slot, demo payment); null before. */
  confirmation: Record<string, unknown> | null
}

interface OrderRow {
  order_number: string
  customer_token: string
  store: string
  subtotal: number
  payload: string
  created_at: string
  confirmation?: string | null
}

/** Orders of the embedded checkout API (table checkout_orders). */
export class OrderStore {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Stores the order, or returns the one already stored under the same idempotency key; `created` tells
   * which. The unique key decides (INSERT … ON CONFLICT DO NOTHING), so two racing retries make one order
   * on any number of instances.
   */
  async create(
    payload: Record<string, unknown>,
    idempotencyKey: string | null,
  ): Promise<{ order: StoredOrder; created: boolean }> {
    return this.sql.transaction(async (tx) => {
      if (idempotencyKey) {
        const existing = await tx.get<OrderRow>('SELECT * FROM checkout_orders WHERE idempotency_key = ?', [
          idempotencyKey,
        ])
        if (existing) return { order: toOrder(existing), created: false }
      }
      for (;;) {
        const row: OrderRow = {
          order_number: `HB${randomInt(10_000_000, 99_999_999)}`,
          customer_token: randomBytes(16).toString('hex'),
          store: typeof payload.store === 'string' ? payload.store : '',
          subtotal: typeof payload.subtotal === 'number' ? payload.subtotal : 0,
          payload: JSON.stringify(payload),
          created_at: new Date().toISOString(),
        }
        const inserted = await tx.run(
          `INSERT INTO checkout_orders (order_number, customer_token, idempotency_key, store, subtotal, payload, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [row.order_number, row.customer_token, idempotencyKey, row.store, row.subtotal, row.payload, row.created_at],
        )
        if (inserted === 1) return { order: toOrder(row), created: true }
        // Either the order number was taken (draw another) or a racing request stored this key first.
        if (idempotencyKey) {
          const raced = await tx.get<OrderRow>('SELECT * FROM checkout_orders WHERE idempotency_key = ?', [
            idempotencyKey,
          ])
          if (raced) return { order: toOrder(raced), created: false }
        }
      }
    })
  }

  /** The order when the number exists and the token matches it (compared in constant time). */
  async find(orderNumber: string, customerToken: string): Promise<StoredOrder | null> {
    const row = await this.sql.get<OrderRow>('SELECT * FROM checkout_orders WHERE order_number = ?', [orderNumber])
    if (!row) return null
    const expected = Buffer.from(row.customer_token)
    const given = Buffer.from(customerToken)
    return expected.length === given.length && timingSafeEqual(expected, given) ? toOrder(row) : null
  }

  /**
   * Stores the order's confirmation once: the first one stays (a retried or repeated confirmation answers
   * with it). Null when the number and token do not name an order.
   */
  async confirm(
    orderNumber: string,
    customerToken: string,
    confirmation: Record<string, unknown>,
  ): Promise<StoredOrder | null> {
    const order = await this.find(orderNumber, customerToken)
    if (!order) return null
    if (order.confirmation) return order
    await this.sql.run('UPDATE checkout_orders SET confirmation = ? WHERE order_number = ? AND confirmation IS NULL', [
      JSON.stringify(confirmation),
      orderNumber,
    ])
    return this.find(orderNumber, customerToken)
  }

  async count(): Promise<number> {
    return (await this.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM checkout_orders'))!.n
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
    confirmation: row.confirmation ? (JSON.parse(row.confirmation) as Record<string, unknown>) : null,
  }
}

import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'
import { embeddedCustomerCallsRouter } from '../../../server/embedded/account-api/embeddedCustomerCallsRouter.server.ts'

export interface Receipt {
  path: string
  body: string
}

export interface FlakyLeadApi {
  /** Base URL of the lead and customer API (LEAD_API_URL). */
  leadApiUrl: string
  /** Deliveries answered 2xx, by Idempotency-Key ({lead key}.{destination}): every receipt, in order. */
  delivered: Map<string, Receipt[]>
  /** Deliveries answered 500. */
  failedCalls(): number
  /** Resolves once `done()` holds, checked after every delivery: an event to wait on, with a deadline. */
  waitUntil(done: () => boolean, withinMs: number, describe: () => string): Promise<void>
  close(): Promise<void>
}

/**
 * The company's lead API, as the cluster test needs it: every other call of each delivery (POST, by its
 * Idempotency-Key) answers 500, so half of all calls fail and every delivery needs a retry (alternating per
 * key rather than over all calls, so no delivery is unlucky many times in a row and the test's length does
 * not depend on the relay's longest backoff); the others answer 2xx and are recorded by their
 * Idempotency-Key, so the test counts what arrived and how often. The customer
 * lookups (GET) answer as the embedded customer API does (its demo customers), so offer claims can be checked.
 * With `failEveryOther: false` every call succeeds: a plain lead sink that records each receipt (the rolling
 * restart test, where a delivery arriving twice is a failure, not an absorbed retry).
 */
export async function startFlakyLeadApi(
  apiKey: string,
  options: { failEveryOther?: boolean } = {},
): Promise<FlakyLeadApi> {
  const failEveryOther = options.failEveryOther ?? true
  const delivered = new Map<string, Receipt[]>()
  /** Calls per Idempotency-Key: the odd ones fail. */
  const calls = new Map<string, number>()
  let failed = 0
  const waiters = new Set<() => void>()
  const app = express()
  app.use(
    '/lead-api',
    embeddedCustomerCallsRouter(() => apiKey),
  )
  app.post(/.*/, express.text({ type: () => true, limit: '1mb' }), (req, res) => {
    const key = req.get('idempotency-key') ?? '(none)'
    const call = (calls.get(key) ?? 0) + 1
    calls.set(key, call)
    if (failEveryOther && call % 2 === 1) {
      failed += 1
      res.status(500).json({ Status: 'Error', Message: 'planned failure' })
      return
    }
    const receipts = delivered.get(key) ?? []
    receipts.push({ path: req.path, body: typeof req.body === 'string' ? req.body : '' })
    delivered.set(key, receipts)
    res.json({ Status: 'Success', Data: { submissionId: key, messageId: key, queued: true } })
    for (const check of waiters) check()
  })
  const server: Server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    leadApiUrl: `${origin}/lead-api`,
    delivered,
    failedCalls: () => failed,
    waitUntil(done, withinMs, describe) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done()) return
          finish()
          resolve()
        }
        const timer = setTimeout(() => {
          finish()
          reject(new Error(`not reached within ${withinMs / 1000} s: ${describe()}`))
        }, withinMs)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

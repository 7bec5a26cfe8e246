import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createCheckoutOrder } from '../../checkout/checkoutApiClient.server.ts'
import { createCustomerApi } from '../../customerApi/customerApiClient.server.ts'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createLeadRelay } from '../relay.server.ts'
import { listen, sampleLead, type Listening } from './support/leadTestKit.ts'

/**
 * Issue 20 item 4: an upstream that answers with a redirect to another host must never receive the
 * request's ApiKey there. Two local servers: the "upstream", which redirects every request, and the
 * "elsewhere" host it redirects to, which records what reached it.
 */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function redirectingPair(status: 301 | 302 | 307 | 308) {
  const reached: Array<Record<string, unknown>> = []
  const elsewhere = express()
  elsewhere.use((req, res) => {
    reached.push(req.headers)
    res.json({ Status: 'Success', Data: { leadId: 'stolen' }, checkout_order_number: 'X', customer_token: 'y' })
  })
  const other: Listening = await listen(elsewhere)
  const upstream = express()
  upstream.use((req, res) => res.redirect(status, `${other.url}${req.originalUrl}`))
  const origin: Listening = await listen(upstream)
  cleanups.push(other.close, origin.close)
  return { upstreamUrl: origin.url, reached }
}

describe('upstream redirects are never followed', () => {
  it.each([307, 308, 302, 301] as const)(
    'the lead relay keeps a lead answered with %i as failed, and the other host never sees the ApiKey',
    async (status) => {
      const { upstreamUrl, reached } = await redirectingPair(status)
      const outbox = openSqliteStorage(':memory:').leadOutbox()
      const { leadId } = await outbox.accept(sampleLead(), 'lead', [
        { destination: 'lead-api', payload: { email: 'ada@example.com' } },
      ])
      const relay = createLeadRelay({
        outbox,
        upstreams: {
          leadApi: {
            label: 'lead API',
            mode: 'remote',
            baseUrl: `${upstreamUrl}/lead-api`,
            embeddedPath: 'lead-api',
            secretNames: [],
          },
          marketingAutomation: {
            label: 'ma',
            mode: 'remote',
            baseUrl: upstreamUrl,
            embeddedPath: 'ma',
            secretNames: [],
          },
        },
        credentials: () => ({
          leadApiKey: 'secret-key',
          marketingAutomation: { portalId: 'p', formId: 'f' },
          leadEmailEndpoint: '/Lead/SendLeadEmail',
        }),
        log: () => {},
      })
      await relay.deliverDue()
      await relay.stop()
      expect(reached).toEqual([])
      const [row] = (await outbox.find(leadId))!.deliveries
      expect(row).toMatchObject({ status: 'failed', responseStatus: status, deliveredAt: null })
      expect(row!.lastError).toContain('not followed')
    },
  )

  it('the checkout client fails the order instead of following a redirect with its ApiKey', async () => {
    const { upstreamUrl, reached } = await redirectingPair(307)
    await expect(
      createCheckoutOrder(upstreamUrl, 'checkout-key', { subtotal: 1 } as never, 'key-00000001'),
    ).rejects.toThrow(/CheckoutApi Error/)
    expect(reached).toEqual([])
  })

  it('the customer API client fails instead of following a redirect with its ApiKey', async () => {
    const { upstreamUrl, reached } = await redirectingPair(307)
    await expect(
      createCustomerApi({ baseUrl: upstreamUrl, apiKey: 'lead-key' }, () => {}).fetchCustomerType('100234', 'a@b.co'),
    ).rejects.toThrow(/Customer API Error/)
    expect(reached).toEqual([])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { createAcceptQueue } from '../acceptQueue.server.ts'
import { sampleLead } from './support/leadTestKit.ts'

const item = (request = sampleLead()) => ({
  request,
  purpose: 'lead' as const,
  deliveries: [{ destination: 'lead-api', payload: {} }],
})

describe('group commit of accepted leads', () => {
  it('commits leads that arrive together in one transaction, each answered with its own id', async () => {
    const outbox = openSqliteStorage(':memory:').leadOutbox()
    const batches = vi.spyOn(outbox, 'acceptAll')
    const accept = createAcceptQueue(outbox)
    const twice = sampleLead()
    const results = await Promise.all([accept(item()), accept(item(twice)), accept(item()), accept(item(twice))])
    expect(batches).toHaveBeenCalledTimes(1)
    expect(results.map((r) => r.duplicate)).toEqual([false, false, false, true])
    expect(results[3].leadId).toBe(results[1].leadId)
    expect(new Set(results.map((r) => r.leadId)).size).toBe(3)
    expect((await outbox.counts()).pending).toBe(3)
    await accept(item())
    expect(batches).toHaveBeenCalledTimes(2)
  })

  it('when a batch fails, tries each lead alone so only the failing one is refused', async () => {
    const outbox = openSqliteStorage(':memory:').leadOutbox()
    const bad = sampleLead()
    vi.spyOn(outbox, 'acceptAll').mockImplementationOnce(() => {
      throw new Error('disk I/O error')
    })
    const single = vi.spyOn(outbox, 'accept')
    single.mockImplementation(async (request, purpose, deliveries) => {
      if (request === bad) throw new Error('disk I/O error')
      return (await outbox.acceptAll([{ request, purpose, deliveries }]))[0]!
    })
    const accept = createAcceptQueue(outbox)
    const results = await Promise.allSettled([accept(item()), accept(item(bad)), accept(item())])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((await outbox.counts()).pending).toBe(2)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { RetentionConfigError, createOutboxPruner, retentionFromEnv } from '../outboxPruner.server.ts'
import { sampleLead } from './support/leadTestKit.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

afterEach(() => {
  vi.useRealTimers()
})

/** Issue 20 item 2: delivered rows are pruned on a schedule; nothing still on its way ever is. */
describe('outbox pruning', () => {
  it('removes, on its schedule, only leads whose every delivery was delivered before the retention period', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(Date.UTC(2026, 0, 1))
    const outbox = openSqliteStorage(':memory:').leadOutbox()
    const two = [
      { destination: 'lead-api', payload: {} },
      { destination: 'lead-email', payload: {} },
    ]
    const delivered = await outbox.accept(sampleLead(), 'lead', two)
    const halfDelivered = await outbox.accept(sampleLead(), 'lead', two)
    const failed = await outbox.accept(sampleLead(), 'lead', two.slice(0, 1))
    await outbox.markDelivered({ leadId: delivered.leadId, destination: 'lead-api' }, 200)
    await outbox.markDelivered({ leadId: delivered.leadId, destination: 'lead-email' }, 200)
    await outbox.markDelivered({ leadId: halfDelivered.leadId, destination: 'lead-api' }, 200)
    await outbox.markFailed({ leadId: failed.leadId, destination: 'lead-api' }, 401, 'HTTP 401')

    const logs: string[] = []
    const pruner = createOutboxPruner({
      outbox,
      retentionMs: 30 * DAY,
      intervalMs: HOUR,
      log: (m) => logs.push(m),
    })
    pruner.start()
    vi.advanceTimersByTime(29 * DAY)
    expect(await outbox.find(delivered.leadId)).not.toBeNull()

    vi.advanceTimersByTime(1 * DAY + HOUR)
    expect(await outbox.find(delivered.leadId)).toBeNull()
    // A pending delivery and a failed one are still work to do: kept, whatever their age.
    expect((await outbox.find(halfDelivered.leadId))!.deliveries).toHaveLength(2)
    expect((await outbox.find(failed.leadId))!.deliveries).toMatchObject([{ status: 'failed' }])
    expect(logs).toEqual(['lead outbox: pruned 1 delivered lead(s) older than 30 day(s)'])

    // A lead delivered late counts from its delivery, not from when it came in.
    await outbox.markDelivered({ leadId: halfDelivered.leadId, destination: 'lead-email' }, 200)
    vi.advanceTimersByTime(29 * DAY)
    expect(await outbox.find(halfDelivered.leadId)).not.toBeNull()
    vi.advanceTimersByTime(1 * DAY + HOUR)
    expect(await outbox.find(halfDelivered.leadId)).toBeNull()
    pruner.stop()
  })

  it('reads its retention from the environment', () => {
    expect(retentionFromEnv({})).toEqual({ retentionMs: 30 * DAY, intervalMs: HOUR })
    expect(retentionFromEnv({ LEAD_OUTBOX_RETENTION_DAYS: '7', LEAD_OUTBOX_PRUNE_HOURS: '6' })).toEqual({
      retentionMs: 7 * DAY,
      intervalMs: 6 * HOUR,
    })
    expect(() => retentionFromEnv({ LEAD_OUTBOX_RETENTION_DAYS: '0' })).toThrow(RetentionConfigError)
    expect(() => retentionFromEnv({ LEAD_OUTBOX_PRUNE_HOURS: 'soon' })).toThrow(RetentionConfigError)
  })
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSqliteStorage } from '../../storage/siteStorage.server.ts'
import { queryValue } from '../../storage/__tests__/support/inspect.ts'
import { sampleLead } from './support/leadTestKit.ts'

describe('lead outbox', () => {
  it('keeps an accepted lead and its deliveries across a restart (a file database)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'site.db')
    const lead = sampleLead()
    const first = openSqliteStorage(file)
    const { leadId } = await first
      .leadOutbox()
      .accept(lead, 'lead', [{ destination: 'lead-api', payload: { email: 'ada@example.com' } }])
    await first.close()

    const reopened = openSqliteStorage(file).leadOutbox()
    const stored = (await reopened.find(leadId))!
    expect(stored).toMatchObject({
      idempotencyKey: lead.idempotencyKey,
      purpose: 'lead',
      kind: 'consultation',
      formId: lead.formId,
      request: lead,
    })
    expect(stored.deliveries).toMatchObject([
      { destination: 'lead-api', status: 'pending', attempts: 0, payload: { email: 'ada@example.com' } },
    ])
    expect(await reopened.claimDue(10, 1000)).toHaveLength(1)
  })

  it('stores one lead per idempotency key; a repeat gets the first lead id and adds no deliveries', async () => {
    const outbox = openSqliteStorage(':memory:').leadOutbox()
    const lead = sampleLead()
    const first = await outbox.accept(lead, 'lead', [{ destination: 'lead-api', payload: {} }])
    const again = await outbox.accept({ ...lead, contact: { ...lead.contact, firstName: 'Changed' } }, 'lead', [
      { destination: 'lead-api', payload: {} },
    ])
    expect(again).toEqual({ leadId: first.leadId, duplicate: true })
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
    expect((await outbox.find(lead.idempotencyKey))!.request.contact.firstName).toBe('Ada')
  })

  it('relay bookkeeping runs without waiting for the disk, and the full durability is back for the next lead', async () => {
    const storage = openSqliteStorage(':memory:')
    const outbox = storage.leadOutbox()
    const { leadId } = await outbox.accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    const [row] = await outbox.claimDue(1, 1000)
    await outbox.markRetry(row!, 10, 503, 'HTTP 503')
    await outbox.markFailed(row!, 400, 'HTTP 400')
    await outbox.markDelivered({ leadId, destination: 'lead-api' }, 200)
    // 2 = FULL, as openSqliteDatabase set it.
    expect(await queryValue(storage, 'PRAGMA synchronous')).toBe(2)
  })
})

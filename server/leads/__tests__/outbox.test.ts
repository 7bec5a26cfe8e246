import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../storage/database.server.ts'
import { LeadOutbox } from '../outbox.server.ts'
import { sampleLead } from './support/leadTestKit.ts'

describe('lead outbox', () => {
  it('keeps an accepted lead and its deliveries across a restart (a file database)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'site.db')
    const lead = sampleLead()
    const first = openDatabase(file)
    const { leadId } = new LeadOutbox(first).accept(lead, 'lead', [
      { destination: 'lead-api', payload: { email: 'ada@example.com' } },
    ])
    first.close()

    const reopened = new LeadOutbox(openDatabase(file))
    const stored = reopened.find(leadId)!
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
    expect(reopened.claimDue(10, 1000)).toHaveLength(1)
  })

  it('stores one lead per idempotency key; a repeat gets the first lead id and adds no deliveries', () => {
    const outbox = new LeadOutbox(openDatabase(':memory:'))
    const lead = sampleLead()
    const first = outbox.accept(lead, 'lead', [{ destination: 'lead-api', payload: {} }])
    const again = outbox.accept({ ...lead, contact: { ...lead.contact, firstName: 'Changed' } }, 'lead', [
      { destination: 'lead-api', payload: {} },
    ])
    expect(again).toEqual({ leadId: first.leadId, duplicate: true })
    expect(outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
    expect(outbox.find(lead.idempotencyKey)!.request.contact.firstName).toBe('Ada')
  })

  it('relay bookkeeping runs without waiting for the disk, and the full durability is back for the next lead', () => {
    const db = openDatabase(':memory:')
    const outbox = new LeadOutbox(db)
    const { leadId } = outbox.accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    const [row] = outbox.claimDue(1, 1000)
    outbox.markRetry(row!, 10, 503, 'HTTP 503')
    outbox.markFailed(row!, 400, 'HTTP 400')
    outbox.markDelivered({ leadId, destination: 'lead-api' }, 200)
    // 2 = FULL, as openDatabase set it.
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
  })
})

import { describe, expect, it } from 'vitest'
import { applyMigrations, openDatabase } from '../../storage/database.server.ts'
import { LEAD_OUTBOX_MIGRATIONS } from '../migrations.server.ts'
import { LeadOutbox } from '../outbox.server.ts'
import { sampleLead } from './support/leadTestKit.ts'

describe('lead outbox migrations', () => {
  it('leads-002 keeps every lead and delivery of a leads-001 database and allows offer claims', () => {
    const db = openDatabase(':memory:')
    applyMigrations(db, LEAD_OUTBOX_MIGRATIONS.slice(0, 1))
    const insertLead = db.prepare(
      "INSERT INTO lead_outbox_leads VALUES ('lead-1', 'key-1', 'lead', 'consultation', 'form', '{}', '2026-11-23T00:00:00Z')",
    )
    insertLead.run()
    db.prepare(
      "INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('lead-1', 'lead-api', '{}', 'failed', 3, 0, 'c', 'u')",
    ).run()
    expect(() =>
      db
        .prepare("INSERT INTO lead_outbox_leads VALUES ('x', 'key-x', 'offer-claim', 'offer-claim', 'f', '{}', 't')")
        .run(),
    ).toThrow(/CHECK/)

    const outbox = new LeadOutbox(db)
    expect(outbox.find('lead-1')!.deliveries).toMatchObject([
      { destination: 'lead-api', status: 'failed', attempts: 3 },
    ])
    const claim = { ...sampleLead(), kind: 'offer-claim' } as never
    expect(outbox.accept(claim, 'offer-claim', [{ destination: 'partner-claim', payload: { a: 1 } }]).duplicate).toBe(
      false,
    )
    expect(outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 1 })
    // Deliveries still point at their leads.
    expect(() =>
      db
        .prepare(
          "INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('nobody', 'x', '{}', 'pending', 0, 0, 'c', 'u')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name LIKE '%_001'").all()).toEqual([])
  })
})

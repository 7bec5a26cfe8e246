import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../leads/__tests__/support/leadTestKit.ts'
import { LEAD_OUTBOX_MIGRATIONS } from '../migrations/leadOutbox.ts'
import { openSqliteStorage } from '../siteStorage.server.ts'
import { openSqliteDatabase } from '../sqliteDatabase.server.ts'
import { queryRows } from './support/inspect.ts'

describe('lead outbox migrations (SQLite)', () => {
  it('leads-002 keeps every lead and delivery of a leads-001 database and allows offer claims', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-migrations-')), 'site.db')
    const old = openSqliteDatabase(file)
    old.migrateNow(LEAD_OUTBOX_MIGRATIONS.slice(0, 1))
    await old.run(
      "INSERT INTO lead_outbox_leads VALUES ('lead-1', 'key-1', 'lead', 'consultation', 'form', '{}', '2026-11-23T00:00:00Z')",
    )
    await old.run(
      "INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('lead-1', 'lead-api', '{}', 'failed', 3, 0, 'c', 'u')",
    )
    await expect(
      old.run("INSERT INTO lead_outbox_leads VALUES ('x', 'key-x', 'offer-claim', 'offer-claim', 'f', '{}', 't')"),
    ).rejects.toThrow(/CHECK/)
    await old.close()

    // Opening the storage applies what is missing: leads-002 and every other table.
    const storage = openSqliteStorage(file)
    const outbox = storage.leadOutbox()
    expect((await outbox.find('lead-1'))!.deliveries).toMatchObject([
      { destination: 'lead-api', status: 'failed', attempts: 3 },
    ])
    const claim = { ...sampleLead(), kind: 'offer-claim' } as never
    const accepted = await outbox.accept(claim, 'offer-claim', [{ destination: 'partner-claim', payload: { a: 1 } }])
    expect(accepted.duplicate).toBe(false)
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 1 })
    // Deliveries still point at their leads.
    await expect(
      queryRows(
        storage,
        "INSERT INTO lead_outbox_deliveries (lead_id, destination, payload_json, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('nobody', 'x', '{}', 'pending', 0, 0, 'c', 'u') RETURNING lead_id",
      ),
    ).rejects.toThrow(/FOREIGN KEY/)
    expect(await queryRows(storage, "SELECT name FROM sqlite_master WHERE name LIKE '%_001'")).toEqual([])
    await storage.close()
  })
})

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestPostgres, startPostgres } from '../../tests/support/postgres.ts'
import { sampleLead } from '../../server/leads/__tests__/support/leadTestKit.ts'
import { type SiteStorage, openPostgresStorage } from '../../server/storage/siteStorage.server.ts'
import { repoRoot } from '../../tests/support/fixtureSite.ts'

const run = promisify(execFile)

/** `npm run leads` with DATABASE_URL: one view of the leads of every instance sharing the database. */
describe('npm run leads on PostgreSQL', () => {
  let postgres: TestPostgres
  let url: string
  const instances: SiteStorage[] = []

  beforeAll(async () => {
    postgres = await startPostgres()
    url = await postgres.createDatabase('leads_command')
    instances.push(await openPostgresStorage(url), await openPostgresStorage(url))
  }, 120_000)
  afterAll(async () => {
    await Promise.all(instances.map((storage) => storage.close()))
    await postgres?.stop()
  }, 60_000)

  it("lists every instance's leads and re-queues a failed one for all of them", async () => {
    const [a, b] = instances as [SiteStorage, SiteStorage]
    const first = await a.leadOutbox().accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    const second = await b.leadOutbox().accept(sampleLead(), 'lead', [{ destination: 'lead-api', payload: {} }])
    const [row] = await b.leadOutbox().claimDue(1, 1000)
    await b.leadOutbox().markFailed(row!, 401, 'HTTP 401')

    const leads = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: url },
      })
    const list = await leads('list')
    expect(list.stdout).toContain('outbox: 1 pending, 0 delivered, 1 failed')
    expect(list.stdout).toContain(first.leadId)
    expect(list.stdout).toContain(second.leadId)

    const retry = await leads('retry')
    expect(retry.stdout).toContain('re-queued 1 failed delivery')
    expect(await a.leadOutbox().counts()).toEqual({ pending: 2, delivered: 0, failed: 0 })
  }, 120_000)
})

/**
 * npm run leads -- list [pending|delivered|failed] | show <id> | retry [id] | emails
 *
 * Looks into the lead outbox and re-queues failed deliveries; safe while the server runs. With
 * DATABASE_URL (PostgreSQL) it sees every instance's leads; otherwise the SQLite file under DATA_DIR (or
 * DATABASE_FILE).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { databaseFile } from '../server/storage/database.server.ts'
import { openSiteStorage } from '../server/storage/siteStorage.server.ts'
import { runLeadsCommand } from './lib/leadsCli.ts'

const root = resolve(import.meta.dirname, '..')
const file = databaseFile(root)
if (!process.env.DATABASE_URL?.trim() && !existsSync(file)) {
  console.error(
    `no database at ${file} yet (it is made when the server first starts); set DATA_DIR or DATABASE_FILE to look elsewhere, or DATABASE_URL for PostgreSQL`,
  )
  process.exit(1)
}
const storage = await openSiteStorage(root)
try {
  const { output, exitCode } = await runLeadsCommand(storage.leadOutbox(), process.argv.slice(2), Date.now(), {
    emails: (limit) => storage.emails.latest(limit),
  })
  console.log(output)
  process.exitCode = exitCode
} finally {
  await storage.close()
}

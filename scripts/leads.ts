/**
 * npm run leads -- list [pending|delivered|failed] | show <id> | retry [id] | emails
 *
 * Looks into the lead outbox (the SQLite file under DATA_DIR, or DATABASE_FILE) and re-queues failed
 * deliveries; safe while the server runs.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { LeadOutbox } from '../server/leads/outbox.server.ts'
import { EmailSink } from '../server/embedded/lead-api/emailSink.server.ts'
import { databaseFile, openDatabase } from '../server/storage/database.server.ts'
import { runLeadsCommand } from './lib/leadsCli.ts'

const root = resolve(import.meta.dirname, '..')
const file = databaseFile(root)
if (!existsSync(file)) {
  console.error(
    `no database at ${file} yet (it is made when the server first starts); set DATA_DIR or DATABASE_FILE to look elsewhere`,
  )
  process.exit(1)
}
const db = openDatabase(file)
try {
  const { output, exitCode } = runLeadsCommand(new LeadOutbox(db), process.argv.slice(2), Date.now(), {
    emails: (limit) => new EmailSink(db).latest(limit),
  })
  console.log(output)
  process.exitCode = exitCode
} finally {
  db.close()
}

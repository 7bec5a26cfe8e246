/**
 * npm run leads -- list [pending|delivered|failed] | show <id> | retry [id] | emails
 *
 * Looks into the lead outbox and re-queues failed deliveries; safe while the server runs. With
 * DATABASE_URL (PostgreSQL) it sees every instance's leads; otherwise the SQLite file under DATA_DIR (or
 * DATABASE_FILE).
 */
import { runLeadsCommand } from './lib/leadsCli.ts'
import { runStorageCommand } from './lib/storageCommand.ts'

await runStorageCommand((storage) =>
  runLeadsCommand(storage.leadOutbox(), process.argv.slice(2), Date.now(), {
    emails: (limit) => storage.emails.latest(limit),
  }),
)

/**
 * npm run chats -- list | show <id> | reply <id> <text…>
 *
 * The embedded chat provider's conversations (with CHAT_API_URL set, the company's provider has its own console):
 * safe while the server runs. With DATABASE_URL (PostgreSQL) it sees every instance's conversations; otherwise the
 * SQLite file under DATA_DIR (or DATABASE_FILE).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { databaseFile } from '../server/storage/database.server.ts'
import { openSiteStorage } from '../server/storage/siteStorage.server.ts'
import { runChatsCommand } from './lib/chatsCli.ts'

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
  const { output, exitCode } = await runChatsCommand(storage.chats, process.argv.slice(2))
  console.log(output)
  process.exitCode = exitCode
} finally {
  await storage.close()
}

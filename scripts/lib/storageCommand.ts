import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { databaseFile } from '../../server/storage/database.server.ts'
import { type SiteStorage, openSiteStorage } from '../../server/storage/siteStorage.server.ts'

/**
 * Runs a command of the operator's on the site's storage (`npm run leads`, `npm run chats`), safe while the
 * server runs: PostgreSQL with DATABASE_URL (every instance's rows), else the SQLite file under DATA_DIR (or
 * DATABASE_FILE), which must exist already (a command never makes an empty database). Prints the command's
 * output, sets the exit code and closes the storage.
 */
export async function runStorageCommand(
  command: (storage: SiteStorage) => Promise<{ output: string; exitCode: number }>,
): Promise<void> {
  const root = resolve(import.meta.dirname, '../..')
  const file = databaseFile(root)
  if (!process.env.DATABASE_URL?.trim() && !existsSync(file)) {
    console.error(
      `no database at ${file} yet (it is made when the server first starts); set DATA_DIR or DATABASE_FILE to look elsewhere, or DATABASE_URL for PostgreSQL`,
    )
    process.exit(1)
  }
  const storage = await openSiteStorage(root)
  try {
    const { output, exitCode } = await command(storage)
    console.log(output)
    process.exitCode = exitCode
  } finally {
    await storage.close()
  }
}

import { resolve } from 'node:path'

/** Where the SQLite file lives: DATABASE_FILE, else DATA_DIR (default ./data under the project) + site.db. */
export function databaseFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_FILE) return env.DATABASE_FILE
  return resolve(root, env.DATA_DIR ?? 'data', 'site.db')
}

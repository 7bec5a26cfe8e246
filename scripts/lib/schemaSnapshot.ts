import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { listFilesAt, readFileAt } from './gitRevisions.ts'

/** The JSON Schemas checkSite reads from its root: config file schemas and one per block folder. */
const SCHEMA_FILE = /^(schemas\/.+\.json|blocks\/[^/]+\/schema\.json)$/

export interface SchemaSnapshot {
  /** A root for checkSite holding the commit's schemas; config files are read through readConfigFile. */
  dir: string
  dispose: () => void
}

/**
 * Writes the schemas of a commit to a temporary folder. A revision's config is valid against its
 * own schemas: checking an older commit against today's schemas would fail on every schema change
 * a pull request makes together with its config.
 */
export function schemaSnapshotAt(rootDir: string, commit: string): SchemaSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'config-diff-'))
  for (const file of listFilesAt(rootDir, commit, ['schemas', 'blocks'])) {
    if (!SCHEMA_FILE.test(file)) continue
    mkdirSync(join(dir, dirname(file)), { recursive: true })
    writeFileSync(join(dir, file), readFileAt(rootDir, commit, file))
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

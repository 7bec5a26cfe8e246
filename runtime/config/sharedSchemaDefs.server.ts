import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SHARED_SCHEMA_FILE, inlineSharedDefs } from './sharedSchemaDefs.ts'

/**
 * A schema file of the site at `root` as one self-contained tree, its shared definitions inlined: what the
 * studio's fields and other readers that do not resolve `$ref`s read. A revision without the shared file has
 * nothing to inline.
 */
export function readSchemaInlined(root: string, file: string): Record<string, unknown> {
  const schema = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>
  const sharedFile = join(root, SHARED_SCHEMA_FILE)
  if (!existsSync(sharedFile)) return schema
  return inlineSharedDefs(schema, JSON.parse(readFileSync(sharedFile, 'utf8')) as object)
}

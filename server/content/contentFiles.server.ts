import { join } from 'node:path'
import { COLLECTION_NAMES, type CollectionName } from '../../services/content/index.ts'

/** Where the local content lives, relative to the project root, and the schema of each file. */
export const CONTENT_DIR = 'site-config/content'
export const CONTENT_SETTINGS_FILE = `${CONTENT_DIR}/settings.json`

export interface ContentFileSpec {
  file: string
  schema: string
  collection: CollectionName | null
}

export const CONTENT_FILES: readonly ContentFileSpec[] = [
  { file: CONTENT_SETTINGS_FILE, schema: 'schemas/content/settings.schema.json', collection: null },
  ...COLLECTION_NAMES.map((collection) => ({
    file: `${CONTENT_DIR}/${collection}.json`,
    schema: `schemas/content/${collection}.schema.json`,
    collection,
  })),
]

export const SHARED_CONTENT_SCHEMAS = ['schemas/content/richText.schema.json']

export function contentDir(root: string): string {
  return join(root, CONTENT_DIR)
}

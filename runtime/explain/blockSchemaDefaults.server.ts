import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface SchemaNode {
  default?: unknown
  properties?: Record<string, SchemaNode>
}

/**
 * The `default` values a block's schema declares, as a props object: what the block shows when a
 * route leaves a prop unset. Read once per block type.
 */
export function blockSchemaDefaults(rootDir: string): (type: string) => Record<string, unknown> {
  const cache = new Map<string, Record<string, unknown>>()
  return (type) => {
    let defaults = cache.get(type)
    if (!defaults) {
      const file = join(rootDir, 'blocks', type, 'schema.json')
      defaults = existsSync(file) ? defaultsOf(JSON.parse(readFileSync(file, 'utf8')) as SchemaNode) : {}
      cache.set(type, defaults)
    }
    return defaults
  }
}

/** Top-level defaults only: like ajv's useDefaults, a default inside an unset object prop is never applied. */
function defaultsOf(schema: SchemaNode): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.default !== undefined) out[key] = property.default
  }
  return out
}

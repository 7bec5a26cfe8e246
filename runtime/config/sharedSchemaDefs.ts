/** The file of definitions several schemas share (tone, link, image, schedule), and its id. */
export const SHARED_SCHEMA_FILE = 'schemas/shared.schema.json'
export const SHARED_SCHEMA_ID = 'https://schemas.harborhomesecurity.com/shared.schema.json'

type Json = Record<string, unknown>

/**
 * A copy of `schema` with every reference to a shared definition replaced by the definition itself (keywords
 * written beside the `$ref`, such as a block's own `default`, kept over it). ajv resolves the references on
 * its own; codegen, the studio's fields and the editor schemas read a schema as one self-contained tree, and
 * so read the same types, fields and rules they did when each schema held its own copy.
 */
export function inlineSharedDefs<T>(schema: T, shared: object): T {
  const defs = ((shared as { $defs?: unknown }).$defs ?? {}) as Record<string, Json>
  const prefixes = [`${SHARED_SCHEMA_ID}#/$defs/`]
  const inline = (node: unknown, local: boolean, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, local, seen))
    if (node === null || typeof node !== 'object') return node
    const { $ref, ...rest } = node as Json
    const name = typeof $ref === 'string' ? sharedName($ref, local ? [...prefixes, '#/$defs/'] : prefixes) : null
    const kept = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, local, seen)]))
    if (name === null) return $ref === undefined ? kept : { $ref, ...kept }
    const def = defs[name]
    if (!def) throw new Error(`${String($ref)}: no such shared definition in ${SHARED_SCHEMA_FILE}`)
    if (seen.includes(name)) throw new Error(`${SHARED_SCHEMA_FILE}: definition "${name}" refers to itself`)
    // Inside a shared definition, "#/$defs/x" means the shared file's own definitions.
    const { title: _title, ...body } = inline(def, true, [...seen, name]) as Json
    return { ...body, ...kept }
  }
  return inline(schema, false, []) as T
}

function sharedName(ref: string, prefixes: readonly string[]): string | null {
  const prefix = prefixes.find((candidate) => ref.startsWith(candidate))
  return prefix === undefined ? null : ref.slice(prefix.length)
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockSchemaFiles } from '../configFiles.server.ts'
import { SHARED_SCHEMA_FILE, SHARED_SCHEMA_ID, inlineSharedDefs } from '../sharedSchemaDefs.ts'
import { readSchemaInlined } from '../sharedSchemaDefs.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'

type Json = Record<string, unknown>
const shared = JSON.parse(readFileSync(join(repoRoot, SHARED_SCHEMA_FILE), 'utf8')) as { $defs: Record<string, Json> }
const ref = (name: string) => ({ $ref: `${SHARED_SCHEMA_ID}#/$defs/${name}` })

/** Every object in a schema tree, with its path. */
function* nodes(node: unknown, path = ''): Generator<[string, Json]> {
  if (node === null || typeof node !== 'object') return
  if (!Array.isArray(node)) yield [path, node as Json]
  for (const [key, value] of Object.entries(node)) yield* nodes(value, `${path}/${key}`)
}

describe('shared schema definitions', () => {
  it('replace a reference by the definition, keeping what is written beside it, and resolve their own references', () => {
    const schema = {
      properties: { tone: { ...ref('tone'), default: 'blue' }, when: ref('schedule'), cta: ref('link') },
    }
    const inlined = inlineSharedDefs(schema, shared) as { properties: Record<string, Json> }
    expect(inlined.properties.tone).toEqual({ ...shared.$defs.tone, default: 'blue' })
    expect(inlined.properties.cta).toEqual(shared.$defs.link)
    const startsAt = (inlined.properties.when!.properties as Record<string, Json>).startsAt!
    expect(startsAt.pattern).toBe(shared.$defs.chicagoTime!.pattern)
    expect(JSON.stringify(inlined)).not.toContain('$ref')
    expect(schema.properties.tone).toEqual({ ...ref('tone'), default: 'blue' })
  })

  it('name an unknown definition', () => {
    expect(() => inlineSharedDefs(ref('colour'), shared)).toThrow(
      `${SHARED_SCHEMA_ID}#/$defs/colour: no such shared definition in schemas/shared.schema.json`,
    )
  })

  it('are the only copy: no block schema repeats the tone, link or image definition', () => {
    const copies: string[] = []
    for (const [type, file] of blockSchemaFiles(repoRoot)) {
      const schema = JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Json
      for (const [path, node] of nodes(schema)) {
        const { description: _d, default: _default, ...shape } = node
        for (const name of ['tone', 'link', 'image'])
          if (JSON.stringify(shape) === JSON.stringify(withoutDescription(shared.$defs[name]!)))
            copies.push(`${type}${path}: a copy of "${name}"`)
      }
    }
    expect(copies).toEqual([])
  })

  it('leave no reference in what the studio reads', () => {
    for (const [type, file] of blockSchemaFiles(repoRoot))
      expect(JSON.stringify(readSchemaInlined(repoRoot, file)), type).not.toContain(SHARED_SCHEMA_ID)
  })
})

function withoutDescription(def: Json): Json {
  const { description: _d, ...rest } = def
  return rest
}

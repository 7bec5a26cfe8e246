import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockSchemaFiles } from '../../runtime/config/configFiles.server.ts'
import { SHARED_SCHEMA_FILE, inlineSharedDefs } from '../../runtime/config/sharedSchemaDefs.ts'

/**
 * JSON Schemas for editors (VS Code reads the `$schema` a config file names), generated from the same
 * schemas config:check uses. These add what an editor needs while typing: a block's `props` checked against
 * its type's schema (an if/then per block type, so a mistake is reported against the one matching type),
 * and block types offered as completions. config:check keeps the plain schemas, whose errors it turns into
 * located, readable messages; ajv's errors on a schema this size would not be.
 * Block schemas and shared definitions are inlined, so the file is self-contained and never makes an editor fetch an `$id` URL.
 */
export const EDITOR_SCHEMAS = {
  routes: { source: 'schemas/routes.schema.json', output: 'schemas/generated/editor/routes.schema.json' },
  sections: {
    source: 'schemas/site-config/sections.schema.json',
    output: 'schemas/generated/editor/sections.schema.json',
  },
} as const

type Json = Record<string, unknown>

export function editorSchemas(rootDir: string): Map<string, Json> {
  const parse = (file: string) => JSON.parse(readFileSync(join(rootDir, file), 'utf8')) as Json
  const shared = parse(SHARED_SCHEMA_FILE)
  // Shared definitions are inlined too, for the same reason.
  const read = (file: string) => inlineSharedDefs(parse(file), shared)
  const blocks = [...blockSchemaFiles(rootDir)].sort(([a], [b]) => a.localeCompare(b))
  const propsDefs: Json = {}
  for (const [type, file] of blocks) {
    const { $id: _id, $schema: _schema, ...schema } = read(file)
    propsDefs[`${type}Props`] = schema
    propsDefs[`${type}PartialProps`] = partialOf(schema)
  }
  const types = blocks.map(([type]) => type)
  const ref = (type: string, partial: boolean) => ({ $ref: `#/$defs/${type}${partial ? 'Partial' : ''}Props` })
  const byType = (partialWhen: (type: string) => Array<{ when: Json; partial: boolean }>) =>
    types.flatMap((type) =>
      partialWhen(type).map(({ when, partial }) => ({
        if: { properties: { type: { const: type } }, required: ['type'], ...when },
        then: { properties: { props: ref(type, partial) } },
      })),
    )

  const routes = withoutId(read(EDITOR_SCHEMAS.routes.source))
  const routeDefs = routes.$defs as Record<string, Json>
  // A full block (error pages): its props are all of the type's props.
  routeDefs.block = withTypeEnum(
    routeDefs.block!,
    types,
    byType(() => [{ when: {}, partial: false }]),
  )
  // A route's block entry: complete with a type alone, partial when a shared section supplies the rest.
  routeDefs.blockEntry = withTypeEnum(
    routeDefs.blockEntry!,
    types,
    byType(() => [
      { when: { not: { required: ['section'] } }, partial: false },
      { when: { required: ['type', 'section'] }, partial: true },
    ]),
  )
  // In routes.json a list item may be a shared item of sections.json: { "shared": "<name>" }.
  Object.assign(routeDefs, mapValues(propsDefs, allowSharedItems), { sharedItemUse: SHARED_ITEM_USE })

  const sections = withoutId(read(EDITOR_SCHEMAS.sections.source))
  const sectionDefs = sections.$defs as Record<string, Json>
  sectionDefs.section = withTypeEnum(
    sectionDefs.section!,
    types,
    byType(() => [{ when: {}, partial: true }]),
  )
  // A shared section's lists may name shared items too (composeRoutes' sectionLayer).
  Object.assign(sectionDefs, mapValues(propsDefs, allowSharedItems), { sharedItemUse: SHARED_ITEM_USE })

  return new Map([
    [EDITOR_SCHEMAS.routes.output, routes],
    [EDITOR_SCHEMAS.sections.output, sections],
  ])
}

/**
 * A shared section or a route using one may leave out what the other supplies: objects merge key by key,
 * so nothing is required in them; array items replace whole, so their rules stay.
 */
function partialOf(schema: Json): Json {
  const { required: _required, properties, ...rest } = schema
  if (!properties) return rest
  const partial = Object.fromEntries(
    Object.entries(properties as Record<string, Json>).map(([key, value]) => [
      key,
      value.type === 'object' ? partialOf(value) : value,
    ]),
  )
  return { ...rest, properties: partial }
}

const SHARED_ITEM_USE: Json = {
  type: 'object',
  required: ['shared'],
  properties: {
    shared: {
      type: 'string',
      description:
        'Name of a shared item in site-config/sections.json "items"; keys written beside it replace the shared item\'s.',
    },
  },
}

/** Every list of objects in a block's props also takes `{ "shared": "<name>" }` in place of an item. */
function allowSharedItems(schema: Json): Json {
  const out: Json = { ...schema }
  if (out.properties) out.properties = mapValues(out.properties as Record<string, Json>, allowSharedItems)
  const items = out.items as Json | undefined
  if (items && typeof items === 'object' && (items.type === 'object' || items.properties))
    out.items = { anyOf: [{ $ref: '#/$defs/sharedItemUse' }, allowSharedItems(items)] }
  return out
}

function mapValues(record: Record<string, unknown>, map: (value: Json) => Json): Json {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as Json)]))
}

function withoutId(schema: Json): Json {
  const { $id: _id, ...rest } = schema
  return {
    ...rest,
    description:
      `${typeof rest.description === 'string' ? rest.description : ''} Generated for editors by npm run codegen from ${String(rest.title)}; do not edit.`.trim(),
  }
}

function withTypeEnum(def: Json, types: string[], rules: Json[]): Json {
  const properties = def.properties as Record<string, Json>
  return {
    ...def,
    properties: { ...properties, type: { ...properties.type, enum: types } },
    allOf: rules,
  }
}

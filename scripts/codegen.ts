/**
 * Generates TypeScript types from every JSON Schema: config files into schemas/generated/,
 * block props into schemas/generated/blocks/. With --check, writes nothing and fails when a
 * generated file is missing or stale (npm test runs it that way).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, basename } from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { CONFIG_FILES, blockSchemaFiles } from '../runtime/config/configFiles.server.ts'
import { STANDALONE_VALIDATORS_FILE, standaloneValidatorsSource } from '../services/leads/validation/standaloneSource.ts'

const root = process.cwd()
const checkOnly = process.argv.includes('--check')
const banner = `/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by \`npm run codegen\` from {{source}}; edit the schema and run it again.
 */`

async function generate(schemaPath: string, typeName: string): Promise<string> {
  const schema = JSON.parse(readFileSync(join(root, schemaPath), 'utf8')) as Parameters<typeof compile>[0]
  // The $id is a URL for editors and ajv; references are resolved from files on disk here.
  delete schema.$id
  schema.title = typeName
  return compile(schema, typeName, {
    bannerComment: banner.replace('{{source}}', schemaPath),
    cwd: dirname(join(root, schemaPath)),
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, semi: false, printWidth: 110 },
  })
}

const outputs = new Map<string, Promise<string>>()
for (const spec of CONFIG_FILES) {
  outputs.set(join('schemas/generated', `${spec.key}.ts`), generate(spec.schema, `${pascal(spec.key)}Config`))
}
for (const [type, schema] of blockSchemaFiles(root)) {
  outputs.set(join('schemas/generated/blocks', `${type}Props.ts`), generate(schema, `${type}Props`))
}
// The lead forms' validators, precompiled so the browser ships no ajv.
outputs.set(STANDALONE_VALIDATORS_FILE, Promise.resolve(standaloneValidatorsSource()))

let stale = 0
for (const [file, pending] of outputs) {
  const text = await pending
  const target = join(root, file)
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null
  if (current === text) continue
  if (checkOnly) {
    console.error(`stale generated type: ${file} (run npm run codegen)`)
    stale++
  } else {
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    console.log(`wrote ${file}`)
  }
}
// A generated file whose schema is gone is stale too.
const blockDir = join(root, 'schemas/generated/blocks')
if (existsSync(blockDir)) {
  for (const name of readdirSync(blockDir)) {
    const file = join('schemas/generated/blocks', name)
    if (outputs.has(file)) continue
    if (checkOnly) {
      console.error(`generated type without a schema: ${file}`)
      stale++
    } else rmSync(join(root, file))
  }
}
if (stale) process.exit(1)
if (checkOnly) console.log(`generated types are fresh (${outputs.size} files)`)

function pascal(key: string): string {
  return basename(key).replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
}

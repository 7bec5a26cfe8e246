/**
 * Generates TypeScript types from every JSON Schema: config files into schemas/generated/,
 * block props into schemas/generated/blocks/. With --check, writes nothing and fails when a
 * generated file is missing or stale (npm test runs it that way).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, basename } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile } from 'json-schema-to-typescript'
import { CONFIG_FILES, blockSchemaFiles } from '../runtime/config/configFiles.server.ts'
import {
  STANDALONE_VALIDATORS_FILE,
  standaloneValidatorsSource,
} from '../services/leads/validation/standaloneSource.ts'
import { editorSchemas } from './lib/editorSchemas.ts'
import { SHARED_SCHEMA_FILE, SHARED_SCHEMA_ID } from '../runtime/config/sharedSchemaDefs.ts'

const root = process.cwd()
const BLOCK_TYPES_FILE = 'schemas/generated/blockTypes.ts'
const INTERACTIVE_BLOCKS_FILE = 'schemas/generated/interactiveBlocks.ts'
const CONTENT_BLOCKS_FILE = 'schemas/generated/contentBlocks.ts'
const checkOnly = process.argv.includes('--check')
const banner = `/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by \`npm run codegen\` from {{source}}; edit the schema and run it again.
 */`

/** A generated list of the block types whose definition (blocks/<Type>/index.ts) sets one flag. */
interface FlaggedBlocksFile {
  flag: 'interactive' | 'readsContent'
  /** The file's code after its banner, given the flagged types in name order. */
  body: (types: string[]) => string
}

/** The island loader's table of block modules: every block whose definition says `interactive: true`. */
const INTERACTIVE_BLOCKS: FlaggedBlocksFile = {
  flag: 'interactive',
  body: (types) => `import type { BlockModules } from '../../runtime/render/blockModules.ts'

/** The code of every interactive block type: what the browser's island loader may hydrate. */
export const interactiveBlocks = {
${types.map((type) => `  ${type}: () => import('../../blocks/${type}/index.ts'),`).join('\n')}
} satisfies BlockModules
`,
}

/**
 * The block types whose definition says `readsContent: true`, as plain names: the server (which does not load
 * block code) decides with it which prerendered pages to render per request when the content is in Strapi.
 */
const CONTENT_READING_BLOCKS: FlaggedBlocksFile = {
  flag: 'readsContent',
  body: (types) => `/** The block types whose server loader reads the CMS content (\`services.content\`). */
export const CONTENT_READING_BLOCKS: ReadonlySet<string> = new Set([
${types.map((type) => `  '${type}',`).join('\n')}
])
`,
}

async function generate(
  schemaPath: string,
  typeName: string,
  options: { defaultsPresent?: boolean; propTitlesAreWords?: boolean } = {},
): Promise<string> {
  const schema = JSON.parse(readFileSync(join(root, schemaPath), 'utf8')) as Parameters<typeof compile>[0]
  if (options.defaultsPresent) requireDefaulted(schema)
  if (options.propTitlesAreWords) withoutPropTitles(schema)
  // The $id is a URL for editors and ajv; references are resolved from files on disk here.
  delete schema.$id
  schema.title = typeName
  return compile(schema, typeName, {
    bannerComment: banner.replace('{{source}}', schemaPath),
    cwd: dirname(join(root, schemaPath)),
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, semi: false, printWidth: 110 },
    // The shared definitions are referenced by their URL (as ajv reads them); read them from the file here.
    $refOptions: {
      resolve: {
        http: false,
        shared: {
          order: 1,
          canRead: (file: { url: string }) => file.url.startsWith(SHARED_SCHEMA_ID),
          read: () => sharedWithoutPropTitles(),
        },
      },
    },
  })
}

const outputs = new Map<string, Promise<string>>()
for (const spec of CONFIG_FILES) {
  outputs.set(join('schemas/generated', `${spec.key}.ts`), generate(spec.schema, `${pascal(spec.key)}Config`))
}
const blockSchemas = blockSchemaFiles(root)
for (const [type, schema] of blockSchemas) {
  // Block props reach components with the schema's defaults applied (SchemaSet), so those are present.
  outputs.set(
    join('schemas/generated/blocks', `${type}Props.ts`),
    generate(schema, `${type}Props`, { defaultsPresent: true, propTitlesAreWords: true }),
  )
}
// Schemas for editors: a block's props checked by its type while typing (routes.json and sections.json name them).
for (const [file, schema] of editorSchemas(root))
  outputs.set(file, Promise.resolve(`${JSON.stringify(schema, null, 2)}\n`))
outputs.set(BLOCK_TYPES_FILE, Promise.resolve(blockTypesSource([...blockSchemas.keys()].sort())))
// The browser's table of block code: the interactive blocks only (each definition says whether it is).
outputs.set(INTERACTIVE_BLOCKS_FILE, flaggedBlocksSource([...blockSchemas.keys()], INTERACTIVE_BLOCKS))
// The server's list of blocks that read the CMS content (each definition says whether it does).
outputs.set(CONTENT_BLOCKS_FILE, flaggedBlocksSource([...blockSchemas.keys()], CONTENT_READING_BLOCKS))
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

/** Marks every property that has a schema default as required, at every depth, for the generated type. */
function requireDefaulted(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(requireDefaulted)
  if (node === null || typeof node !== 'object') return
  const schema = node as { properties?: Record<string, { default?: unknown }>; required?: string[] }
  if (schema.properties) {
    const defaulted = Object.entries(schema.properties)
      .filter(([, property]) => property && 'default' in property)
      .map(([name]) => name)
    if (defaulted.length) schema.required = [...new Set([...(schema.required ?? []), ...defaulted])]
  }
  for (const value of Object.values(node)) requireDefaulted(value)
}

/** The map from block type to its generated props type, which the registry is checked against. */
function blockTypesSource(types: string[]): string {
  const imports = types.map((type) => `import type { ${type}Props } from './blocks/${type}Props.ts'`)
  const entries = types.map((type) => `  ${type}: ${type}Props`)
  return `${banner.replace('{{source}}', 'each blocks/<Type>/schema.json')}

${imports.join('\n')}

/** Every block type (a folder under blocks/ with a schema.json) and the type of its props. */
export interface BlockPropsByType {
${entries.join('\n')}
}
`
}

/**
 * The source of a FlaggedBlocksFile: its banner, then its body for the block types whose definition sets the
 * flag. The definitions are read from the block folders (the same list as the props types, under this run's
 * root), not through blocks/registry.ts: read through the registry, a block whose registry line was added after
 * a run (the order the steps of a new block used to go in) was missing from the table until codegen ran a second
 * time. The typecheck holds the registry to the same folders.
 */
async function flaggedBlocksSource(types: string[], { flag, body }: FlaggedBlocksFile): Promise<string> {
  const flagged: string[] = []
  for (const type of [...types].sort((a, b) => a.localeCompare(b))) {
    const definitionFile = join(root, 'blocks', type, 'index.ts')
    if (!existsSync(definitionFile))
      throw new Error(`blocks/${type} has a schema.json but no index.ts (its definition)`)
    const definition = (await import(pathToFileURL(definitionFile).href)) as {
      default: Partial<Record<FlaggedBlocksFile['flag'], boolean>>
    }
    if (definition.default[flag]) flagged.push(type)
  }
  const source = `the \`${flag}\` of each block definition (blocks/<Type>/index.ts)`
  return `${banner.replace('{{source}}', source).replace('edit the schema', 'edit the definition')}

${body(flagged)}`
}

function pascal(key: string): string {
  return basename(key).replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
}

/**
 * A block prop's `title` is its label in the studio ("Small heading above the title"), not a type name:
 * json-schema-to-typescript would make a named type of each, so the props keep their inline types.
 * (The studio reads the words from the schema files themselves.)
 */
function withoutPropTitles(node: unknown, refWords = true): void {
  if (!node || typeof node !== 'object') return
  const schema = node as { properties?: Record<string, unknown>; items?: unknown; $defs?: Record<string, unknown> }
  for (const prop of Object.values(schema.properties ?? {})) {
    if (prop && typeof prop === 'object') {
      const words = prop as { title?: string; description?: string; $ref?: string }
      delete words.title
      // Beside a $ref, words would make a copy of the referenced type (Link1); the type keeps its own words.
      if (words.$ref && refWords) delete words.description
    }
    withoutPropTitles(prop, refWords)
  }
  withoutPropTitles(schema.items, refWords)
  for (const def of Object.values(schema.$defs ?? {})) withoutPropTitles(def, refWords)
}

/** The shared definitions as codegen reads them: their props' titles are the studio's words too. */
function sharedWithoutPropTitles(): string {
  const shared = JSON.parse(readFileSync(join(root, SHARED_SCHEMA_FILE), 'utf8')) as object
  withoutPropTitles(shared, false)
  return JSON.stringify(shared)
}

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import addErrors from 'ajv-errors'
import { CONFIG_FILES, blockSchemaFiles } from './configFiles.server.ts'
import type { JsonSource } from './JsonSource.ts'
import type { ConfigIssue } from './ConfigIssue.ts'
import { describeUnknownTemplateValue, unknownTemplateValues } from './templateNames.ts'
import { SHARED_SCHEMA_FILE, inlineSharedDefs } from './sharedSchemaDefs.ts'

/** Files whose texts are checked elsewhere: their block props against each block's schema, once composed. */
const COMPOSED_FILES = new Set(['routes.json', 'site-config/sections.json'])

/**
 * Every JSON Schema of the site compiled once: one validator per config file and one per block type.
 * Schema problems come back as located issues rather than ajv's raw error objects.
 */
export class SchemaSet {
  /**
   * Compiled on first use (compiling every schema takes seconds): a production server on a build that checked its
   * config compiles only the block schemas whose defaults its pages need.
   */
  private readonly fileValidators = new Map<string, () => ValidateFunction>()
  private readonly blockValidators = new Map<string, () => ValidateFunction>()
  private readonly fileSchemas = new Map<string, object>()
  private readonly blockSchemas = new Map<string, object>()

  constructor(rootDir: string) {
    // useDefaults: validating a copy of block props fills in their schema defaults (withDefaults). The config
    // files' schemas declare no defaults, and validateBlockProps validates a copy, so checking mutates nothing.
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, useDefaults: true })
    addFormats(ajv)
    addErrors(ajv)
    // Which {{values}} a text may use (runtime/config/templateNames.ts); an annotation, checked after ajv.
    ajv.addKeyword({ keyword: 'templateValues', schemaType: 'array' })
    // A block's title, one-line description and palette category for people, in the studio; an annotation.
    ajv.addKeyword({ keyword: 'studio', schemaType: 'object' })
    // The TypeScript type codegen writes for a definition it cannot read (if/then/else); an annotation.
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' })
    const read = (file: string) => JSON.parse(readFileSync(join(rootDir, file), 'utf8')) as { $id: string }
    // Register everything first so cross-file $refs resolve, then compile.
    // A revision older than a file has neither it nor its schema (see ConfigFileSpec.whenAbsent).
    // The shared definitions (tone, link, image, schedule); a revision older than the file has none.
    const shared = existsSync(join(rootDir, SHARED_SCHEMA_FILE)) ? read(SHARED_SCHEMA_FILE) : { $id: '' }
    if (shared.$id) ajv.addSchema(shared)
    // The walkers over a schema (templateNames.ts) read it whole, its shared definitions inlined.
    const whole = (schema: object) => inlineSharedDefs(schema, shared)
    const specs = CONFIG_FILES.filter((spec) => spec.whenAbsent === undefined || existsSync(join(rootDir, spec.schema)))
    for (const spec of specs) ajv.addSchema(read(spec.schema))
    const blockFiles = blockSchemaFiles(rootDir)
    for (const file of blockFiles.values()) ajv.addSchema(read(file))
    for (const spec of specs) {
      const schema = read(spec.schema)
      this.fileValidators.set(spec.file, () => ajv.getSchema(schema.$id)!)
      this.fileSchemas.set(spec.file, whole(schema))
    }
    for (const [type, file] of blockFiles) {
      const schema = read(file)
      this.blockValidators.set(type, () => ajv.getSchema(schema.$id)!)
      this.blockSchemas.set(type, whole(schema))
    }
  }

  /**
   * A copy of valid block props with the schema's `default`s filled in at every depth: the one place
   * defaults are applied, so components receive complete props and never restate a default.
   */
  withDefaults(type: string, props: object): Record<string, unknown> {
    const filled = structuredClone(props) as Record<string, unknown>
    this.blockValidators.get(type)?.()(filled)
    return filled
  }

  /** Compiles every schema now, so a schema Ajv refuses fails config:check even when no config uses it. */
  compileAll(): void {
    for (const compile of [...this.fileValidators.values(), ...this.blockValidators.values()]) compile()
  }

  get blockTypes(): string[] {
    return [...this.blockValidators.keys()]
  }

  /** A block's schema as one tree, its shared definitions inlined (what the studio's fields and palette read). */
  blockSchema(type: string): object | undefined {
    return this.blockSchemas.get(type)
  }

  hasBlockSchema(type: string): boolean {
    return this.blockValidators.has(type)
  }

  hasFileSchema(file: string): boolean {
    return this.fileValidators.has(file)
  }

  validateFile(source: JsonSource): ConfigIssue[] {
    const validate = this.fileValidators.get(source.file)?.()
    if (!validate) throw new Error(`no schema registered for ${source.file}`)
    if (!validate(source.value))
      return toIssues(validate.errors ?? [], source.value, (path, message, value) => source.issue(path, message, value))
    if (COMPOSED_FILES.has(source.file)) return []
    return unknownTemplateValues(source.value, this.fileSchemas.get(source.file)!).map((unknown) =>
      source.issue(unknown.path, describeUnknownTemplateValue(unknown)),
    )
  }

  /** Validates block props; `at` is where the props sit in `source`, for locating problems. */
  validateBlockProps(
    type: string,
    props: unknown,
    source: JsonSource,
    at: ReadonlyArray<string | number>,
  ): ConfigIssue[] {
    return this.validateBlockPropsAt(type, props, (path, message, value) =>
      source.issue([...at, ...path], message, value),
    )
  }

  /**
   * Validates block props and hands each problem, with its path inside the props, to `place`, which knows
   * where that prop was written (composed props may come from a shared section, a route or a partner).
   * `options.partial` ignores missing required props, for a shared section that a route completes.
   */
  validateBlockPropsAt(
    type: string,
    props: unknown,
    place: PlaceIssue,
    options: { partial?: boolean } = {},
  ): ConfigIssue[] {
    const validate = this.blockValidators.get(type)?.()
    if (!validate) return []
    // The validators fill defaults (useDefaults): validate a copy, so checking never changes the config.
    if (validate(structuredClone(props ?? {}))) {
      return unknownTemplateValues(props ?? {}, this.blockSchemas.get(type)!).map((unknown) =>
        place(unknown.path, `${describeUnknownTemplateValue(unknown)} (${type} props)`),
      )
    }
    const errors = (validate.errors ?? []).filter((error) => !(options.partial && error.keyword === 'required'))
    return toIssues(errors, props ?? {}, place, `${type} props`)
  }
}

/** Turns a problem at a path inside validated data into a located issue. */
export type PlaceIssue = (path: Array<string | number>, message: string, value?: unknown) => ConfigIssue

function toIssues(errors: ErrorObject[], data: unknown, place: PlaceIssue, subject?: string): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    // "must match "then" schema": the branch's own errors say what is wrong (shared.schema.json blockSchedule).
    if (error.keyword === 'if') continue
    const { path, message, value } = explain(error, pointerToPath(error.instancePath), data)
    const issue = place(path, subject ? `${message} (${subject})` : message, value)
    const key = `${issue.path}|${issue.message}`
    if (!seen.has(key)) issues.push(issue)
    seen.add(key)
  }
  return issues
}

/** Turns one ajv error into words a marketer can act on, pointing at the exact offending key. */
function explain(
  error: ErrorObject,
  path: Array<string | number>,
  data: unknown,
): { path: Array<string | number>; message: string; value?: unknown } {
  const actual = valueAt(data, path)
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {})
      return {
        path: [...path, extra],
        message: `unknown property "${extra}"; expected one of: ${allowed.join(', ')}`,
      }
    }
    case 'required':
      return {
        path,
        message: `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`,
      }
    case 'enum':
      return {
        path,
        message: `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
        value: actual,
      }
    case 'const':
      return {
        path,
        message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
        value: actual,
      }
    case 'type':
      return { path, message: `must be a ${(error.params as { type: string }).type}`, value: actual }
    case 'pattern':
      return { path, message: `must match the pattern ${(error.params as { pattern: string }).pattern}`, value: actual }
    default:
      return { path, message: error.message ?? error.keyword, value: actual }
  }
}

function valueAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let node: unknown = data
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  return node
}

function pointerToPath(pointer: string): Array<string | number> {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

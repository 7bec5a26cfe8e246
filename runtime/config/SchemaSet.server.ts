import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import addErrors from 'ajv-errors'
import { CONFIG_FILES, blockSchemaFiles } from './configFiles.server.ts'
import type { JsonSource } from './JsonSource.ts'
import type { ConfigIssue } from './ConfigIssue.ts'

/**
 * Every JSON Schema of the site compiled once: one validator per config file and one per block type.
 * Schema problems come back as located issues rather than ajv's raw error objects.
 */
export class SchemaSet {
  private readonly fileValidators = new Map<string, ValidateFunction>()
  private readonly blockValidators = new Map<string, ValidateFunction>()

  constructor(rootDir: string) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true })
    addFormats(ajv)
    addErrors(ajv)
    const read = (file: string) => JSON.parse(readFileSync(join(rootDir, file), 'utf8')) as { $id: string }
    // Register everything first so cross-file $refs resolve, then compile.
    for (const spec of CONFIG_FILES) ajv.addSchema(read(spec.schema))
    const blockFiles = blockSchemaFiles(rootDir)
    for (const file of blockFiles.values()) ajv.addSchema(read(file))
    for (const spec of CONFIG_FILES) this.fileValidators.set(spec.file, ajv.getSchema(read(spec.schema).$id)!)
    for (const [type, file] of blockFiles) this.blockValidators.set(type, ajv.getSchema(read(file).$id)!)
  }

  get blockTypes(): string[] {
    return [...this.blockValidators.keys()]
  }

  hasBlockSchema(type: string): boolean {
    return this.blockValidators.has(type)
  }

  validateFile(source: JsonSource): ConfigIssue[] {
    const validate = this.fileValidators.get(source.file)
    if (!validate) throw new Error(`no schema registered for ${source.file}`)
    return validate(source.value) ? [] : toIssues(validate.errors ?? [], source, [])
  }

  /** Validates block props; `at` is where the props sit in `source`, for locating problems. */
  validateBlockProps(type: string, props: unknown, source: JsonSource, at: ReadonlyArray<string | number>): ConfigIssue[] {
    const validate = this.blockValidators.get(type)
    if (!validate) return []
    return validate(props ?? {}) ? [] : toIssues(validate.errors ?? [], source, at, `${type} props`)
  }
}

function toIssues(errors: ErrorObject[], source: JsonSource, at: ReadonlyArray<string | number>, subject?: string): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    const base = [...at, ...pointerToPath(error.instancePath)]
    const { path, message, value } = explain(error, base, source)
    const issue = source.issue(path, subject ? `${message} (${subject})` : message, value)
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
  source: JsonSource,
): { path: Array<string | number>; message: string; value?: unknown } {
  const actual = valueAt(source, path)
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
      return { path, message: `missing required property "${(error.params as { missingProperty: string }).missingProperty}"` }
    case 'enum':
      return {
        path,
        message: `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
        value: actual,
      }
    case 'const':
      return { path, message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`, value: actual }
    case 'type':
      return { path, message: `must be a ${(error.params as { type: string }).type}`, value: actual }
    case 'pattern':
      return { path, message: `must match the pattern ${(error.params as { pattern: string }).pattern}`, value: actual }
    default:
      return { path, message: error.message ?? error.keyword, value: actual }
  }
}

function valueAt(source: JsonSource, path: ReadonlyArray<string | number>): unknown {
  let node: unknown = source.value
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

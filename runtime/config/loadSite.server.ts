import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteConfig } from '../SiteConfig.ts'
import { SiteRuntime } from '../SiteRuntime.ts'
import { CONFIG_FILES } from './configFiles.server.ts'
import { JsonSource } from './JsonSource.ts'
import { SchemaSet } from './SchemaSet.server.ts'
import { type ConfigIssue, ConfigError } from './ConfigIssue.ts'
import type { IssueSink } from './IssueSink.ts'
import { crossCheck } from './crossCheck.ts'
import { blockRegistry } from '../../blocks/registry.ts'

export interface SiteCheck {
  issues: ConfigIssue[]
  runtime: SiteRuntime | null
}

export interface CheckOptions {
  /** Reads a config file by its path relative to the root; tests swap in broken fixtures here. */
  readConfigFile?: (relativePath: string) => string
}

const schemaSets = new Map<string, SchemaSet>()

/**
 * Reads and validates every config file, then cross-checks them, collecting every problem at once.
 * The runtime is returned only when the config is valid.
 */
export function checkSite(rootDir: string, options: CheckOptions = {}): SiteCheck {
  const root = resolve(rootDir)
  const read = options.readConfigFile ?? ((file: string) => readFileSync(join(root, file), 'utf8'))
  const schemas = schemaSetFor(root)

  const issues: ConfigIssue[] = []
  const sources = new Map<string, JsonSource>()
  for (const spec of CONFIG_FILES) {
    let text: string
    try {
      text = read(spec.file)
    } catch (error) {
      issues.push({ file: spec.file, line: 1, column: 1, path: '', message: `cannot read the file: ${(error as Error).message}` })
      continue
    }
    const source = new JsonSource(spec.file, text)
    sources.set(spec.file, source)
    if (source.syntaxIssues.length) issues.push(...source.syntaxIssues)
    else issues.push(...schemas.validateFile(source))
  }
  // Cross-file checks assume each file has the shape its schema promises.
  if (issues.length) return { issues: sortIssues(issues), runtime: null }

  const config = Object.fromEntries(CONFIG_FILES.map((spec) => [spec.key, sources.get(spec.file)!.value])) as unknown as SiteConfig
  const report: IssueSink = (file, path, message, value) => {
    const source = sources.get(file)
    if (source) issues.push(source.issue(path, message, value))
    else issues.push({ file, line: 1, column: 1, path: path.join('.'), message })
  }
  const runtime = new SiteRuntime(config, report, (type, props) => schemas.withDefaults(type, props))
  const registered = new Set(Object.keys(blockRegistry))
  crossCheck(config, runtime, {
    registeredTypes: registered,
    hasSchema: (type) => schemas.hasBlockSchema(type),
    checkProps: (type, props, file, at) => issues.push(...schemas.validateBlockProps(type, props, sources.get(file)!, at)),
  }, report)
  for (const type of schemas.blockTypes) {
    if (!registered.has(type)) issues.push({ file: `blocks/${type}/schema.json`, line: 1, column: 1, path: '', message: `block folder ${type} is not registered in blocks/registry.ts` })
  }
  return issues.length ? { issues: sortIssues(dedupe(issues)), runtime: null } : { issues: [], runtime }
}

/** The compiled schemas of the site at `rootDir`, compiled once per process (it takes seconds). */
export function schemaSetFor(rootDir: string): SchemaSet {
  const root = resolve(rootDir)
  let schemas = schemaSets.get(root)
  if (!schemas) schemaSets.set(root, (schemas = new SchemaSet(root)))
  return schemas
}

/** Loads the site or throws a ConfigError listing every problem. */
export function loadSite(rootDir: string = process.cwd()): SiteRuntime {
  const { issues, runtime } = checkSite(rootDir)
  if (!runtime) throw new ConfigError(issues)
  return runtime
}

function sortIssues(issues: ConfigIssue[]): ConfigIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

function dedupe(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => {
    const key = `${issue.file}:${issue.line}:${issue.column}:${issue.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

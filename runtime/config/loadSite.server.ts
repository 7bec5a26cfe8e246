import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteConfig } from '../SiteConfig.ts'
import { SiteRuntime } from '../SiteRuntime.ts'
import { fillEveryRoute } from '../routing/expandRoutes.ts'
import { CONFIG_FILES } from './configFiles.server.ts'
import { JsonSource } from './JsonSource.ts'
import { SchemaSet } from './SchemaSet.server.ts'
import { type ConfigIssue, ConfigError, formatIssue } from './ConfigIssue.ts'
import type { IssueSink } from './IssueSink.ts'
import { checkResolvedContacts, crossCheck } from './crossCheck.ts'
import { checkDeadlines } from './checkDeadlines.ts'
import { checkClaims } from './checkClaims.ts'
import { checkSchedules } from './checkSchedules.ts'
import { warnPromotionSchedulesOffCatalogue } from './warnPromotionSchedules.ts'
import { checkPricePromotions, checkPrices, warnFinancedPrices } from './checkPrices.ts'
import { checkDeviceSpecs } from './checkDeviceSpecs.ts'
import { checkCataloguePages } from './cataloguePages.ts'
import { localPriceCatalogues } from './priceCatalogues.server.ts'
import { blockSchemaDefaults } from '../explain/blockSchemaDefaults.server.ts'
import { CATALOGUE_FILES_DIR, type CatalogueReferences } from './checkPartnerReferences.ts'
import { type RouteComposition, composeRoutes } from './composeRoutes.ts'
import { ROUTES_FILE, SECTIONS_FILE } from './IssueSink.ts'
import { expandSharedItems } from './sharedItems.ts'
import type { RoutesConfig } from '../../schemas/generated/routes.ts'
import type { SectionsConfig } from '../../schemas/generated/sections.ts'

export interface SiteCheck {
  issues: ConfigIssue[]
  /**
   * Problems that do not fail the check: references that cannot be verified offline, schedules that have
   * ended. `config:check --strict` fails on them.
   */
  warnings: ConfigIssue[]
  runtime: SiteRuntime | null
}

export interface CheckOptions {
  /** Reads a config file by its path relative to the root; tests swap in broken fixtures here. */
  readConfigFile?: (relativePath: string) => string
  /** CATALOGUE_API_URL: when set, catalogue ids are reported as unverifiable instead of checked against the files. */
  catalogueApiUrl?: string
  /** Ids of the local catalogue files, when they are not read from `<root>/site-config/catalog/catalogs` (another revision's). */
  catalogueIds?: readonly string[]
  /** The moment ended schedules are judged at (epoch ms); tests pin it. */
  now?: number
  /**
   * The block types of the registry (blocks/registry.ts), handed in by callers that have it (config:check, the
   * server), so a block folder whose schema has no registry line is reported. Without it, the block types are
   * the folders with a schema, which the type check keeps equal to the registry.
   */
  registeredTypes?: Iterable<string>
  /**
   * false: leave out the checks of the pages (a sales phone and a lead source on each, claims against
   * claims.json, prices against the catalogue), which resolve every page: more than half the load time with thousands of partners. Only for a config that
   * passed them already: the production server and the prerender workers on a build that checked these very
   * files (server/prerenderedIndex.server.ts configCheckedByBuild).
   */
  checkPageTexts?: boolean
  /**
   * Which pages the page checks (contacts, claims, prices: each resolves its pages) look at, worked out from the
   * built runtime; every page when absent. The build passes the pages whose key (scripts/build/pageKeys.ts)
   * changed since a build that checked them with the same checks, so a one-partner change checks that
   * partner's pages, not thousands.
   */
  pagesToCheck?: (runtime: SiteRuntime) => (url: string) => boolean
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
  // Every schema, used or not, so a schema Ajv refuses fails the check.
  schemas.compileAll()

  const issues: ConfigIssue[] = []
  const warnings: ConfigIssue[] = []
  const absentValues = new Map<string, unknown>()
  const sources = new Map<string, JsonSource>()
  for (const spec of CONFIG_FILES) {
    if (spec.whenAbsent !== undefined && !schemas.hasFileSchema(spec.file)) {
      absentValues.set(spec.key, spec.whenAbsent)
      continue
    }
    let text: string
    try {
      text = read(spec.file)
    } catch (error) {
      issues.push({
        file: spec.file,
        line: 1,
        column: 1,
        path: '',
        message: `cannot read the file: ${(error as Error).message}`,
      })
      continue
    }
    const source = new JsonSource(spec.file, text)
    sources.set(spec.file, source)
    if (source.syntaxIssues.length) issues.push(...source.syntaxIssues)
    else issues.push(...schemas.validateFile(source))
  }
  // Cross-file checks assume each file has the shape its schema promises.
  if (issues.length) return { issues: sortIssues(issues), warnings, runtime: null }

  const value = (file: string) => sources.get(file)!.value
  const sinkInto =
    (list: ConfigIssue[]): IssueSink =>
    (file, path, message, found) => {
      const source = sources.get(file)
      if (source) list.push(source.issue(path, message, found))
      else list.push({ file, line: 1, column: 1, path: path.join('.'), message })
    }
  const reportAsWritten = sinkInto(issues)
  const { sections, items: sharedItems } = value(SECTIONS_FILE) as SectionsConfig
  const composition = composeRoutes((value(ROUTES_FILE) as RoutesConfig).routes, sections, reportAsWritten, sharedItems)
  const registered = new Set(options.registeredTypes ?? schemas.blockTypes)
  checkSections(sections, sharedItems ?? {}, registered, schemas, sources.get(SECTIONS_FILE)!, issues)
  // Checks after this read composed routes: a block's place is translated back to where it was written.
  if (issues.length) return { issues: sortIssues(dedupe(issues)), warnings, runtime: null }

  const config = Object.fromEntries(
    CONFIG_FILES.map((spec) => [
      spec.key,
      absentValues.has(spec.key) ? absentValues.get(spec.key) : sources.get(spec.file)!.value,
    ]),
  ) as unknown as SiteConfig
  config.routes = { ...config.routes, routes: composition.routes }
  const locate = (file: string, path: ReadonlyArray<string | number>) =>
    file === ROUTES_FILE ? composition.locate(path) : { file, path }
  const report: IssueSink = (file, path, message, found) => {
    const where = locate(file, path)
    reportAsWritten(where.file, where.path, message, found)
  }
  const runtime = new SiteRuntime(config, report, composition, (type, props) => schemas.withDefaults(type, props))
  // Each page's blocks are filled on first use (expandRoutes.ts): here all of them, reporting what they have.
  fillEveryRoute(runtime.routes)
  crossCheck(
    config,
    runtime,
    {
      registeredTypes: registered,
      hasSchema: (type) => schemas.hasBlockSchema(type),
      checkProps: (type, props, file, at) =>
        issues.push(
          ...schemas.validateBlockPropsAt(type, props, (path, message, found) => {
            const where = locate(file, [...at, ...path])
            return sources.get(where.file)!.issue(where.path, message, found)
          }),
        ),
    },
    report,
    { catalogues: catalogueReferences(root, options), warn: sinkInto(warnings) },
  )
  const warnAsWritten = sinkInto(warnings)
  checkSchedules(config, options.now ?? Date.now(), report, (file, path, message, found) => {
    const where = locate(file, path)
    warnAsWritten(where.file, where.path, message, found)
  })
  // The page checks read resolved pages, which only a coherent config has.
  // Skipped when the build already passed them on these very files (checkPageTexts: false).
  const checkPages = options.checkPageTexts !== false
  const coherent = !issues.length && checkPages
  const include = (coherent && options.pagesToCheck?.(runtime)) || (() => true)
  if (checkPages) checkResolvedContacts(runtime, report, include)
  // The block schemas' defaults, each schema read once for all the page checks.
  const schemaDefaults = blockSchemaDefaults(root)
  if (coherent) checkClaims(runtime, schemaDefaults, report, include)
  if (coherent) checkDeadlines(runtime, schemaDefaults, report, include)
  // Prices are read off the same pages, each against its own catalogue (the local catalogue files).
  const priceCatalogues = localPriceCatalogues(root)
  if (coherent && priceCatalogues) {
    checkPricePromotions(runtime, priceCatalogues, options.now ?? Date.now(), report, sinkInto(warnings))
    warnPromotionSchedulesOffCatalogue(runtime, priceCatalogues, (file, path, message, found) => {
      const where = locate(file, path)
      warnAsWritten(where.file, where.path, message, found)
    })
    checkCataloguePages(
      runtime,
      priceCatalogues,
      schemaDefaults,
      [checkPrices(runtime, priceCatalogues, report), checkDeviceSpecs(report)],
      include,
    )
    warnFinancedPrices(priceCatalogues, sinkInto(warnings))
  }
  for (const type of schemas.blockTypes) {
    if (!registered.has(type))
      issues.push({
        file: `blocks/${type}/schema.json`,
        line: 1,
        column: 1,
        path: '',
        message: `block folder ${type} is not registered in blocks/registry.ts`,
      })
  }
  return issues.length
    ? { issues: sortIssues(dedupe(issues)), warnings, runtime: null }
    : { issues: [], warnings: sortIssues(dedupe(warnings)), runtime }
}

/** The compiled schemas of the site at `rootDir`, compiled once per process (it takes seconds). */
export function schemaSetFor(rootDir: string): SchemaSet {
  const root = resolve(rootDir)
  let schemas = schemaSets.get(root)
  if (!schemas) schemaSets.set(root, (schemas = new SchemaSet(root)))
  return schemas
}

/**
 * Loads the site or throws a ConfigError listing every problem. Warnings (an ended schedule) never stop it:
 * they are handed to `warn`, which prints them by default, so the build and the server start say them too.
 */
export function loadSite(
  rootDir: string = process.cwd(),
  options: Pick<CheckOptions, 'registeredTypes' | 'checkPageTexts' | 'pagesToCheck' | 'readConfigFile' | 'now'> & {
    warn?: (warning: ConfigIssue) => void
    /**
     * The config files are those a build checked with every check (server/prerenderedIndex.server.ts
     * configCheckedByBuild; a render thread of that build): they are read and composed, not checked again
     * (loadCheckedSite).
     */
    checkedByBuild?: boolean
  } = {},
): SiteRuntime {
  const {
    warn = (warning) => console.warn(`warning: ${formatIssue(warning)}`),
    checkedByBuild,
    ...checkOptions
  } = options
  if (checkedByBuild) {
    const { runtime, composition, texts } = readCheckedSite(rootDir, checkOptions.readConfigFile)
    // The calendar moves after the build: a schedule may have ended since, and the start must say so.
    endedScheduleWarnings(texts, runtime.config, composition, checkOptions.now).forEach(warn)
    return runtime
  }
  const { issues, warnings, runtime } = checkSite(rootDir, {
    ...checkOptions,
    catalogueApiUrl: process.env.CATALOGUE_API_URL,
  })
  if (!runtime) throw new ConfigError(issues)
  warnings.forEach(warn)
  return runtime
}

/**
 * The site from config files a build checked: each file parsed, routes.json composed, the runtime built; no schema
 * validation (block schemas are compiled when a page first needs their defaults), no cross-checks, no page
 * checks. With thousands of partners this is what keeps a production server's start short: the checks'
 * located syntax trees and every page's resolution are the build's work, done once.
 */
export function loadCheckedSite(rootDir: string): SiteRuntime {
  return readCheckedSite(rootDir).runtime
}

function readCheckedSite(
  rootDir: string,
  read?: (relativePath: string) => string,
): { runtime: SiteRuntime; composition: RouteComposition; texts: ReadonlyMap<string, string> } {
  const root = resolve(rootDir)
  const readFile = read ?? ((file: string) => readFileSync(join(root, file), 'utf8'))
  const schemas = schemaSetFor(root)
  const unexpected: IssueSink = (file, path, message) => {
    throw new Error(`${file} ${path.join('.')}: ${message} (the build checked these files: build again)`)
  }
  // Kept for the caller's ended-schedule warnings, which locate a warning's line in the text that was loaded.
  const texts = new Map<string, string>()
  const config = Object.fromEntries(
    CONFIG_FILES.map((spec) => {
      if (spec.whenAbsent !== undefined && !schemas.hasFileSchema(spec.file)) return [spec.key, spec.whenAbsent]
      const text = readFile(spec.file)
      texts.set(spec.file, text)
      return [spec.key, JSON.parse(text) as unknown]
    }),
  ) as unknown as SiteConfig
  const composition = composeRoutes(config.routes.routes, config.sections.sections, unexpected, config.sections.items)
  config.routes = { ...config.routes, routes: composition.routes }
  const runtime = new SiteRuntime(config, unexpected, composition, (type, props) => schemas.withDefaults(type, props))
  return { runtime, composition, texts }
}

/**
 * The schedules of a build-checked config that have ended by now, located at the file, line and field where
 * they are written in `texts`, the files as they were loaded (only those files are parsed with their syntax
 * trees, and only when one has ended).
 */
function endedScheduleWarnings(
  texts: ReadonlyMap<string, string>,
  config: SiteConfig,
  composition: RouteComposition,
  now = Date.now(),
): ConfigIssue[] {
  const ended: Array<{ file: string; path: ReadonlyArray<string | number>; message: string; value: unknown }> = []
  // The build passed every error check on these files; only the calendar can have changed.
  const noErrors: IssueSink = () => {}
  checkSchedules(config, now, noErrors, (file, path, message, value) => {
    const where = file === ROUTES_FILE ? composition.locate(path) : { file, path }
    ended.push({ file: where.file, path: where.path, message, value })
  })
  const sources = new Map<string, JsonSource>()
  const sourceOf = (file: string) => {
    let source = sources.get(file)
    if (!source) sources.set(file, (source = new JsonSource(file, texts.get(file)!)))
    return source
  }
  return ended.map(({ file, path, message, value }) => sourceOf(file).issue(path, message, value))
}

/**
 * Every shared section on its own, so a mistake in one is reported once at the section, used or not:
 * its type is registered and its props are valid, except that the routes using it may add required props. The
 * shared list items it names are read in as the routes read them (an unknown name is reported by the composition).
 */
function checkSections(
  sections: SectionsConfig['sections'],
  sharedItems: SectionsConfig['items'] & object,
  registered: ReadonlySet<string>,
  schemas: SchemaSet,
  source: JsonSource,
  issues: ConfigIssue[],
): void {
  for (const [name, section] of Object.entries(sections)) {
    if (!registered.has(section.type)) {
      issues.push(
        source.issue(
          ['sections', name, 'type'],
          `unknown block type; registered in blocks/registry.ts: ${[...registered].sort().join(', ')}`,
          section.type,
        ),
      )
      continue
    }
    const at = ['sections', name, 'props']
    const props = expandSharedItems(section.props ?? {}, sharedItems, () => {}, SECTIONS_FILE, at).props
    issues.push(
      ...schemas.validateBlockPropsAt(
        section.type,
        props,
        (path, message, found) => source.issue([...at, ...path], message, found),
        { partial: true },
      ),
    )
  }
}

function catalogueReferences(root: string, options: CheckOptions): CatalogueReferences {
  const dir = join(root, CATALOGUE_FILES_DIR)
  const ids =
    options.catalogueIds ??
    (existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length))
      : [])
  return { localIds: new Set(ids), remoteApiUrl: options.catalogueApiUrl?.trim() || null }
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

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import addErrors from 'ajv-errors'
import { JsonSource } from '../../runtime/config/JsonSource.ts'
import type { ConfigIssue } from '../../runtime/config/ConfigIssue.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { CONTENT_FILES, SHARED_CONTENT_SCHEMAS } from './contentFiles.server.ts'
import { localPriceCatalogues } from '../../runtime/config/priceCatalogues.server.ts'
import { backedAmounts } from '../../runtime/config/typedMoney.ts'
import { checkContentPrices } from './checkContentPrices.server.ts'

/**
 * `config:check` for the local content files: each against its JSON Schema (Strapi's shapes, links only
 * http(s), mailto, tel or site-relative), then across files: every relation names an existing entry and
 * every site-relative link in rich text leads to a page (an article link to an existing article), and no text
 * types a price (checkContentPrices.server.ts).
 */
export function checkContentFiles(root: string, runtime: SiteRuntime | null): ConfigIssue[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true, discriminator: true })
  addFormats(ajv)
  addErrors(ajv)
  const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as { $id: string }
  for (const shared of SHARED_CONTENT_SCHEMAS) ajv.addSchema(readJson(shared))

  const issues: ConfigIssue[] = []
  const sources = new Map<string, JsonSource>()
  for (const spec of CONTENT_FILES) {
    let source: JsonSource
    try {
      source = new JsonSource(spec.file, readFileSync(join(root, spec.file), 'utf8'))
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
    if (source.syntaxIssues.length) {
      issues.push(...source.syntaxIssues)
      continue
    }
    const validate = ajv.getSchema(readJson(spec.schema).$id) ?? ajv.compile(readJson(spec.schema))
    if (!validate(source.value))
      issues.push(...deepestErrors(validate.errors ?? []).map((error) => locate(source, error)))
    else sources.set(spec.file, source)
  }
  if (issues.length === 0) issues.push(...crossCheck(sources, runtime))
  const catalogues = localPriceCatalogues(root)
  if (catalogues && runtime)
    issues.push(
      ...checkContentPrices(
        sources,
        backedAmounts(catalogues.byId.values(), runtime.config.pricePromotions.promotions),
      ),
    )
  return issues
}

/** For a failed `oneOf` ajv reports every branch; the error deepest in the document is the useful one. */
function deepestErrors(errors: ErrorObject[]): ErrorObject[] {
  const byBranchRoot = new Map<string, ErrorObject>()
  const depth = (e: ErrorObject) => e.instancePath.split('/').length
  for (const error of [...errors].sort((a, b) => depth(b) - depth(a))) {
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue
    const item = error.instancePath.split('/').slice(0, 5).join('/')
    if (!byBranchRoot.has(item)) byBranchRoot.set(item, error)
  }
  return [...byBranchRoot.values()]
}

function locate(source: JsonSource, error: ErrorObject): ConfigIssue {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')))
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty
    return source.issue([...path, extra], `unknown property "${extra}"`)
  }
  if (error.keyword === 'required')
    return source.issue(
      path,
      `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`,
    )
  let value: unknown = source.value
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key]
  return source.issue(path, error.message ?? error.keyword, value)
}

type Entry = Record<string, unknown>

function crossCheck(sources: Map<string, JsonSource>, runtime: SiteRuntime | null): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  const list = (collection: string): Entry[] => {
    const value = sources.get(`site-config/content/${collection}.json`)?.value as
      { data: Record<string, Entry[]> } | undefined
    return value?.data[collection] ?? []
  }
  const slugs = (collection: string) => new Set(list(collection).map((e) => e.slug as string))
  const known = { category: slugs('helpCategories'), section: slugs('helpSections'), article: slugs('helpArticles') }
  const checkRef = (collection: string, field: 'category' | 'section' | 'article') => {
    list(collection).forEach((entry, index) => {
      const slug = (entry[field] as { slug?: string } | undefined)?.slug
      if (slug !== undefined && !known[field].has(slug)) {
        issues.push(
          sources
            .get(`site-config/content/${collection}.json`)!
            .issue(['data', collection, index, field, 'slug'], `no ${field} has this slug`, slug),
        )
      }
    })
  }
  checkRef('helpSections', 'category')
  checkRef('helpArticles', 'category')
  checkRef('helpArticles', 'section')
  checkRef('quickLinks', 'category')
  checkRef('quickLinks', 'article')

  // Every site-relative link in rich text must lead to a page, and article links to an article.
  for (const [file, source] of sources) {
    walkLinks(source.value, [], (url, path) => {
      if (!url.startsWith('/')) return
      const pathname = url.split(/[?#]/)[0]!
      const article = /^\/help-center\/articles\/([^/]+)$/.exec(pathname)
      if (article && !known.article.has(article[1]!))
        issues.push(source.issue(path, 'links to a help article that does not exist', url))
      else if (runtime && runtime.resolve(url).status !== 200)
        issues.push(source.issue(path, 'links to a page that does not exist', url))
    })
    void file
  }
  return issues
}

function walkLinks(
  node: unknown,
  path: Array<string | number>,
  visit: (url: string, path: Array<string | number>) => void,
): void {
  if (Array.isArray(node)) node.forEach((child, i) => walkLinks(child, [...path, i], visit))
  else if (node && typeof node === 'object') {
    const record = node as Entry
    if (record.type === 'link' && typeof record.url === 'string') visit(record.url, [...path, 'url'])
    for (const [key, child] of Object.entries(record))
      if (typeof child === 'object') walkLinks(child, [...path, key], visit)
  }
}

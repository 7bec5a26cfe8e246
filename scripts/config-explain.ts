/**
 * npm run config:explain -- <url> [--query k=v ...] [--json] — the fully resolved page for a URL:
 * layout, blocks in order with every prop, phones, lead source, form ids and meta, each value with
 * the layer that set it and the file:line where it is written. Exits 1 on an unknown page or an
 * invalid config (the config:check problems are printed).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { checkSite } from '../runtime/config/loadSite.server.ts'
import { formatIssue } from '../runtime/config/ConfigIssue.ts'
import { JsonSource } from '../runtime/config/JsonSource.ts'
import { UnknownPageError, explainPage } from '../runtime/explain/explainPage.ts'
import { blockSchemaDefaults } from '../runtime/explain/blockSchemaDefaults.server.ts'
import { type Locator, explainedPageJson, explainedPageText } from './lib/explainFormat.ts'
import { catalogueValuesText, pageCatalogueValues } from './lib/explainPrices.ts'
import { pagePromotionValues, promotionValuesText } from './lib/explainPromotions.ts'

const USAGE = 'usage: npm run config:explain -- <url> [--query name=value ...] [--json]'

function main(argv: string[], root: string): number {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        query: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 1
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (positionals.length !== 1) {
    console.error(USAGE)
    return 1
  }
  const url = withQuery(positionals[0]!, values.query ?? [])
  if (!url) {
    console.error(`--query takes name=value\n${USAGE}`)
    return 1
  }
  const { issues, runtime } = checkSite(root, { catalogueApiUrl: process.env.CATALOGUE_API_URL })
  if (!runtime) {
    console.error(`The site config has ${issues.length} problem(s); fix them first (npm run config:check):`)
    for (const issue of issues) console.error(formatIssue(issue))
    return 1
  }
  let page
  try {
    page = explainPage(runtime, url, { schemaDefaults: blockSchemaDefaults(root) })
  } catch (error) {
    if (!(error instanceof UnknownPageError)) throw error
    if (values.json)
      console.log(JSON.stringify({ url, status: 404, error: error.message, suggestions: error.suggestions }, null, 2))
    else console.error(error.message)
    return 1
  }
  const locate = fileLocator(root)
  const catalogueValues = pageCatalogueValues(root, runtime, page)
  const promotionValues = pagePromotionValues(runtime, page)
  if (values.json)
    console.log(
      JSON.stringify({ ...(explainedPageJson(page, locate) as object), catalogueValues, promotionValues }, null, 2),
    )
  else {
    const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR
    console.log(explainedPageText(page, locate, { colour, width: process.stdout.columns || 160 }))
    if (catalogueValues) console.log(`\n${catalogueValuesText(catalogueValues)}`)
    console.log(`\n${promotionValuesText(promotionValues)}`)
  }
  return 0
}

/** The URL with each `--query name=value` added; null when one is not name=value. */
export function withQuery(url: string, pairs: readonly string[]): string | null {
  const [path = '/', search = ''] = url.split('?', 2)
  const params = new URLSearchParams(search)
  for (const pair of pairs) {
    const equals = pair.indexOf('=')
    if (equals <= 0) return null
    params.append(pair.slice(0, equals), pair.slice(equals + 1))
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

function fileLocator(root: string): Locator {
  const sources = new Map<string, JsonSource | null>()
  return (file, at) => {
    if (!sources.has(file)) {
      try {
        sources.set(file, new JsonSource(file, readFileSync(join(root, file), 'utf8')))
      } catch {
        sources.set(file, null)
      }
    }
    return sources.get(file)?.locate(at) ?? null
  }
}

process.exitCode = main(process.argv.slice(2), process.cwd())

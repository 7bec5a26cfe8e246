/**
 * npm run config:check [-- [--strict] [--format text|github] [root]] — validates every config file and
 * cross-checks them, printing every problem as `file:line:col json.path: what was expected (found value)`, or
 * as GitHub annotations with `--format github`. Exits 1 when there is any. Warnings (an ended schedule) are
 * printed and do not fail it, except with `--strict`, which pull requests run.
 */
import { parseArgs } from 'node:util'
import { checkSite } from '../runtime/config/loadSite.server.ts'
import { checkContentFiles } from '../server/content/checkContentFiles.server.ts'
import { checkAssessmentCatalogue } from '../server/catalogue/checkAssessmentCatalogue.server.ts'
import { blockRegistry } from '../blocks/registry.ts'
import { checkReport, parseFormat } from './lib/checkReport.ts'

const { values, positionals } = parseArgs({
  options: { strict: { type: 'boolean', default: false }, format: { type: 'string' } },
  allowPositionals: true,
})
const format = parseFormat(values.format)
const root = positionals[0] ?? process.cwd()
const {
  issues: siteIssues,
  warnings,
  runtime,
} = checkSite(root, {
  catalogueApiUrl: process.env.CATALOGUE_API_URL,
  registeredTypes: Object.keys(blockRegistry),
})
const issues = [...siteIssues, ...checkContentFiles(root, runtime), ...(runtime ? checkAssessmentCatalogue(root) : [])]
const report = checkReport(issues, warnings, { strict: values.strict, format })
for (const line of report.problems) console.error(line)
if (!runtime || report.failed) {
  const count = issues.length + (values.strict ? warnings.length : 0)
  console.error(
    `\nconfig:check found ${count} problem(s)${values.strict && warnings.length ? ` (${warnings.length} of them warnings, failed by --strict)` : ''}.`,
  )
  process.exit(1)
}
const partners = runtime.config.partners.partners.filter((p) => p.enabled).length
console.log(
  `config:check ok: ${runtime.config.routes.routes.length} routes, ${partners} enabled partners, ${runtime.table.size} paths, ${runtime.prerenderUrls().length} prerendered pages, more for query values the build lists from the content${warnings.length ? `, ${warnings.length} warning(s)` : ''}`,
)

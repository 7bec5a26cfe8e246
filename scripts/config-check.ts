/**
 * npm run config:check — validates every config file and cross-checks them, printing every problem
 * as `file:line:col json.path: what was expected (found value)`. Exits 1 when there is any.
 */
import { checkSite } from '../runtime/config/loadSite.server.ts'
import { formatIssue } from '../runtime/config/ConfigIssue.ts'
import { checkContentFiles } from '../server/content/checkContentFiles.server.ts'
import { checkAssessmentCatalogue } from '../server/catalogue/checkAssessmentCatalogue.server.ts'
import { blockRegistry } from '../blocks/registry.ts'

const root = process.argv[2] ?? process.cwd()
const {
  issues: siteIssues,
  warnings,
  runtime,
} = checkSite(root, {
  catalogueApiUrl: process.env.CATALOGUE_API_URL,
  registeredTypes: Object.keys(blockRegistry),
})
for (const warning of warnings) console.warn(`warning: ${formatIssue(warning)}`)
const issues = [...siteIssues, ...checkContentFiles(root, runtime), ...(runtime ? checkAssessmentCatalogue(root) : [])]
if (!runtime || issues.length) {
  for (const issue of issues) console.error(formatIssue(issue))
  console.error(`\nconfig:check found ${issues.length} problem(s).`)
  process.exit(1)
}
const partners = runtime.config.partners.partners.filter((p) => p.enabled).length
console.log(
  `config:check ok: ${runtime.config.routes.routes.length} routes, ${partners} enabled partners, ${runtime.table.size} paths, ${runtime.prerenderUrls().length} prerendered pages, more for query values the build lists from the content`,
)

/**
 * `npm run cms:import`: loads site-config/content/*.json into a running Strapi built from cms/ (see
 * cms/README.md). Needs STRAPI_URL (Strapi's base URL) and CMS_IMPORT_TOKEN (a full-access API token; the cms/
 * project creates one at start from that same variable).
 *
 *   npm run cms:import [-- --keep-others]
 *
 * Entries Strapi holds and the files do not are deleted, so both hold the same entries; --keep-others leaves
 * them and lists them instead (a Strapi whose editors made entries the files do not have yet).
 */
import { importContent, defaultImportDirs } from './cms/importContent.ts'
import { StrapiRestClient } from './cms/strapiRest.ts'

const url = process.env.STRAPI_URL?.trim()
const token = process.env.CMS_IMPORT_TOKEN?.trim()
if (!url || !token) {
  console.error(
    'cms:import needs STRAPI_URL (e.g. http://localhost:1337) and CMS_IMPORT_TOKEN (a full-access API token)',
  )
  process.exit(2)
}
const keepOthers = process.argv.includes('--keep-others')
const report = await importContent(new StrapiRestClient({ url, token }), {
  ...defaultImportDirs(process.cwd()),
  keepOthers,
  log: (line) => console.log(line),
})
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
console.log(
  `Imported into ${url}: ${total(report.created)} created, ${total(report.updated)} updated, ` +
    `${total(report.deleted)} deleted, ${report.uploads} images uploaded`,
)
if (report.kept.length) {
  console.log(`Left in Strapi (not in the files, --keep-others):\n  ${report.kept.join('\n  ')}`)
}

/**
 * npm run config:diff -- [base-ref] [head-ref] — what changed on the site between two revisions,
 * as Markdown for a pull request: pages added, removed and changed, partners, site-wide settings.
 * The base defaults to origin/main (or HEAD when there is no origin/main); without a head ref the
 * working tree is compared. Exits 1 when either side's config is invalid.
 *
 * Both sides are validated against the working tree's schemas and blocks: the diff answers
 * "what would this code do with each config", which is what a reviewer of a config change asks.
 */
import { checkSite, type CheckOptions } from '../runtime/config/loadSite.server.ts'
import { formatIssue } from '../runtime/config/ConfigIssue.ts'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { configReaderAt, defaultBaseRef, resolveCommit } from './lib/gitRevisions.ts'
import { diffSites } from './lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from './lib/siteDiffMarkdown.ts'

const USAGE = 'usage: npm run config:diff -- [base-ref] [head-ref]   (head defaults to the working tree)'

interface Side {
  label: string
  options: CheckOptions
}

function main(): number {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  if (args.length > 2 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE)
    return 1
  }
  const root = process.cwd()
  const [baseRef = defaultBaseRef(root), headRef] = args
  const base = sideAt(root, baseRef)
  const head = headRef === undefined ? { label: 'the working tree', options: {} } : sideAt(root, headRef)
  if (!base || !head) return 1

  const before = compile(root, base)
  const after = compile(root, head)
  if (!before || !after) return 1
  console.log(formatSiteDiffMarkdown(diffSites(before, after), { base: base.label, head: head.label }))
  return 0
}

function sideAt(root: string, ref: string): Side | null {
  const commit = resolveCommit(root, ref)
  if (!commit) {
    console.error(`config:diff: ${ref} is not a commit here (a typo, or a branch that is not fetched?)`)
    return null
  }
  return { label: `\`${ref}\` (${commit.slice(0, 7)})`, options: { readConfigFile: configReaderAt(root, commit) } }
}

/** Both sides are checked before anything is printed, so every problem of each side is listed at once. */
function compile(root: string, side: Side): SiteRuntime | null {
  const { issues, runtime } = checkSite(root, side.options)
  if (runtime) return runtime
  console.error(`The site config at ${side.label} is invalid (${issues.length} problem(s)):`)
  for (const issue of issues) console.error(formatIssue(issue))
  return null
}

process.exitCode = main()

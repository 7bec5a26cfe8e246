/**
 * npm run config:diff -- [base-ref] [head-ref] — what changed on the site between two revisions,
 * as Markdown for a pull request: pages added, removed and changed, partners, site-wide settings.
 * The base defaults to origin/main (or HEAD when there is no origin/main); without a head ref the
 * working tree is compared. Exits 1 when either side's config is invalid.
 *
 * Each side's config is validated against that side's own schemas, then compiled by the working
 * tree's runtime: the diff answers "what does this code make of each config".
 */
import { checkSite, type CheckOptions } from '../runtime/config/loadSite.server.ts'
import { formatIssue } from '../runtime/config/ConfigIssue.ts'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { defaultBaseRef, listFilesAt, readFileAt, resolveCommit } from './lib/gitRevisions.ts'
import { CATALOGUE_FILES_DIR } from '../runtime/config/checkPartnerReferences.ts'
import { schemaSnapshotAt } from './lib/schemaSnapshot.ts'
import { diffSites } from './lib/siteDiff.ts'
import { formatSiteDiffMarkdown } from './lib/siteDiffMarkdown.ts'

const USAGE = 'usage: npm run config:diff -- [base-ref] [head-ref]   (head defaults to the working tree)'

interface Side {
  label: string
  /** Where checkSite finds the side's schemas. */
  schemaRoot: string
  options: CheckOptions
  dispose(): void
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
  const sides: Side[] = []
  try {
    const base = sideAt(root, baseRef)
    if (base) sides.push(base)
    const head = headRef === undefined ? workingTree(root) : sideAt(root, headRef)
    if (head) sides.push(head)
    if (!base || !head) return 1

    // Both sides are checked before giving up, so every problem of each is listed at once.
    const before = compile(base)
    const after = compile(head)
    if (!before || !after) return 1
    console.log(formatSiteDiffMarkdown(diffSites(before, after), { base: base.label, head: head.label }))
    return 0
  } finally {
    for (const side of sides) side.dispose()
  }
}

function workingTree(root: string): Side {
  return { label: 'the working tree', schemaRoot: root, options: {}, dispose: () => {} }
}

function sideAt(root: string, ref: string): Side | null {
  const commit = resolveCommit(root, ref)
  if (!commit) {
    console.error(`config:diff: ${ref} is not a commit here (a typo, or a branch that is not fetched?)`)
    return null
  }
  const snapshot = schemaSnapshotAt(root, commit)
  return {
    label: `\`${ref}\` (${commit.slice(0, 7)})`,
    schemaRoot: snapshot.dir,
    options: {
      readConfigFile: (file) => readFileAt(root, commit, file),
      catalogueIds: listFilesAt(root, commit, [CATALOGUE_FILES_DIR])
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(CATALOGUE_FILES_DIR.length + 1, -'.json'.length)),
    },
    dispose: snapshot.dispose,
  }
}

function compile(side: Side): SiteRuntime | null {
  const { issues, runtime } = checkSite(side.schemaRoot, side.options)
  if (runtime) return runtime
  console.error(`The site config at ${side.label} is invalid (${issues.length} problem(s)):`)
  for (const issue of issues) console.error(formatIssue(issue))
  return null
}

process.exitCode = main()

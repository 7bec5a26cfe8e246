import { checkSite } from '../../runtime/config/loadSite.server.ts'
import { formatIssue } from '../../runtime/config/ConfigIssue.ts'
import type { ReviewSide } from './compareSites.ts'
import type { RevisionTree } from './revisionTree.ts'
import { visibleSite } from './visiblePages.ts'

/**
 * A revision's site read by the working tree's runtime from the revision's own files and schemas, as
 * visitors see it at `now`. The base is the live site: its texts are not held to rules newer than it
 * (`checkPageTexts: false`, the claims and price rules), only the head's are. Throws with every problem when the revision's config is invalid.
 */
export async function reviewSide(
  tree: RevisionTree,
  now: number,
  options: { checkPageTexts: boolean },
): Promise<ReviewSide> {
  const { issues, runtime } = checkSite(tree.dir, { now, checkPageTexts: options.checkPageTexts })
  if (!runtime)
    throw new Error(
      `The site config at ${tree.ref} (${tree.commit.slice(0, 7)}) is invalid (${issues.length} problem(s)):\n${issues.map(formatIssue).join('\n')}`,
    )
  return { config: runtime.config, site: await visibleSite(runtime, tree.dir, now) }
}

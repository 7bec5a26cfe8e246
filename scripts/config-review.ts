/**
 * npm run config:review -- [base] [head] [--out dir] [--no-screenshots] [--at 2026-12-01T10:00] [--max-pages 30]
 *
 * What a pull request changes for visitors: both revisions are written out side by side, read by the site's
 * own runtime page by page (every URL, partner pages and query values included, texts filled), and compared
 * with every text whole; then both are built and served with the production server and each changed page is
 * captured at 375 and 1280 px, before and after, with the changed area boxed. Writes report.md (the pull
 * request comment), report.html (to attach, screenshots inline), review.json (for machines) and screenshots/.
 * The base defaults to origin/main (HEAD without it), the head to HEAD. Exits 1 when a revision's config is
 * invalid or a build fails.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defaultBaseRef } from './lib/gitRevisions.ts'
import { compareSites } from './review/compareSites.ts'
import { type ScreenshotPair, htmlOf, markdownOf } from './review/reportDocument.ts'
import { groupPageChanges, reviewDocument } from './review/reviewDocument.ts'
import { reviewMoment } from './review/reviewMoment.ts'
import { reviewSide } from './review/reviewSide.ts'
import { type RevisionTree, revisionTree } from './review/revisionTree.ts'
import { captureChangedPages } from './review/captureChangedPages.ts'
import { captureMoment } from './review/captureMoment.ts'

const USAGE =
  'usage: npm run config:review -- [base-ref] [head-ref] [--out dir] [--no-screenshots] [--at YYYY-MM-DDTHH:mm] [--max-pages N]'

interface Options {
  base: string
  head: string
  out: string
  screenshots: boolean
  at: string | undefined
  maxPages: number
}

function parseArgs(args: string[], root: string): Options | string {
  const refs: string[] = []
  const options = { out: 'site-review', screenshots: true, at: undefined as string | undefined, maxPages: 30 }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const value = () => {
      const next = args[++i]
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--out') options.out = value()
    else if (arg === '--no-screenshots') options.screenshots = false
    else if (arg === '--at') options.at = value()
    else if (arg === '--max-pages') {
      options.maxPages = Number(value())
      if (!Number.isInteger(options.maxPages) || options.maxPages < 0) return `--max-pages takes a whole number`
    } else if (arg.startsWith('-')) return `unknown option ${arg}`
    else refs.push(arg)
  }
  if (refs.length > 2) return 'at most two revisions: base and head'
  return { base: refs[0] ?? defaultBaseRef(root), head: refs[1] ?? 'HEAD', ...options }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  const root = process.cwd()
  let options: Options | string
  try {
    options = parseArgs(args, root)
  } catch (error) {
    options = (error as Error).message
  }
  if (typeof options === 'string') {
    console.error(`config:review: ${options}\n${USAGE}`)
    return 1
  }
  const trees: RevisionTree[] = []
  try {
    const at = reviewMoment(options.at)
    const base = revisionTree(root, options.base)
    trees.push(base)
    const head = revisionTree(root, options.head)
    trees.push(head)
    // The base is the live site; only the head is held to today's text rules (claims, typed prices).
    const headSide = await reviewSide(head, at, { checkPageTexts: true })
    const review = compareSites(await reviewSide(base, at, { checkPageTexts: false }), headSide)
    const headPages = new Map(headSide.site.pages.map((page) => [page.url, page]))
    const out = resolve(root, options.out)
    rmSync(join(out, 'screenshots'), { recursive: true, force: true })
    mkdirSync(out, { recursive: true })
    const labels = { base: { ref: base.ref, commit: base.commit }, head: { ref: head.ref, commit: head.commit }, at }
    const groups = groupPageChanges(review.pagesChanged)
    const captured = options.screenshots
      ? await captureChangedPages({
          base,
          head,
          pages: groups.map(({ representative }) => ({
            url: representative.url,
            ...captureMoment(representative, headPages.get(representative.url), at),
          })),
          maxPages: options.maxPages,
          outDir: out,
          log: (line) => console.error(line),
        })
      : { shots: new Map<string, ScreenshotPair[]>(), note: 'Screenshots were not taken (--no-screenshots).' }
    const sections = reviewDocument(review, labels, captured.shots, captured.note)
    const title = `What visitors will see: ${base.ref} → ${head.ref}`
    writeFileSync(join(out, 'report.md'), markdownOf(sections))
    writeFileSync(join(out, 'report.html'), htmlOf(sections, title))
    const screenshots = Object.fromEntries(captured.shots)
    writeFileSync(
      join(out, 'review.json'),
      JSON.stringify({ ...labels, atIso: new Date(at).toISOString(), review, screenshots }, null, 2) + '\n',
    )
    console.log(
      `config:review: ${join(options.out, 'report.md')}, report.html, review.json${captured.shots.size ? ' and screenshots/' : ''}`,
    )
    return 0
  } catch (error) {
    console.error(`config:review: ${(error as Error).message}`)
    return 1
  } finally {
    for (const tree of trees) tree.dispose()
  }
}

process.exitCode = await main()

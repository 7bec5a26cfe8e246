/**
 * npm run bench:pages — the issue-18 figures from one run, each as a ratio against a reference measured
 * in the same run: a bare Vike + vike-react app (bench/bare) for the pages and server renders, and plain
 * `sirv` for prerendered pages. Prints Markdown tables and writes test-results/bench-pages.json.
 * No thresholds: the machine is shared and noisy. See docs/performance.md.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type RunningServer, startProductionServer, startServerProcess } from '../../lib/productionServer.ts'
import { launchBrowser } from '../../lib/chromium.ts'
import { ensureBuild } from '../server.ts'
import { pageFile, pagesDir, readPagesIndex } from '../../../server/prerenderedIndex.server.ts'
import { buildBareApp } from './bareApp.ts'
import { type LighthouseRun, runLighthouse } from './lighthouse.ts'
import { parseOptions } from './options.ts'
import { PHONE_VIEWPORTS, measurePageScripts } from './pageScripts.ts'
import {
  HELP_CENTER_PATH,
  PRERENDERED_PATH,
  type PageTarget,
  SECURE_PATH,
  firstHelpArticlePath,
  pageTargets,
} from './pages.ts'
import { type PageResult, type ServerResult, buildPagesReport, pagesMarkdown } from './report.ts'
import { measureServing, measureSsrCost } from './serverCost.ts'

const root = resolve(import.meta.dirname, '../../..')
/** The bare app renders per request when the URL has a query string, like the site's `/secure?utm_ads=…`. */
const BARE_SSR_PATH = '/?utm_ads=lowcost-envir'
const SERVING_CONNECTIONS = 16

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  ensureBuild(root)
  console.log('bench:pages: building the bare Vike + vike-react app ...')
  const bareDist = buildBareApp(root)

  const servers: RunningServer[] = []
  try {
    const site = await startProductionServer(root)
    servers.push(site)
    const bare = await startServerProcess(root, ['--import', 'tsx', 'scripts/bench/pages/bareServer.ts'], {
      NODE_ENV: 'production',
      BARE_DIST: bareDist,
    })
    servers.push(bare)
    const helpArticle = firstHelpArticlePath(await (await fetch(site.baseUrl + HELP_CENTER_PATH)).text())
    const targets = pageTargets(options.pages, helpArticle)
    const urlOf = (target: PageTarget) => (target.server === 'site' ? site : bare).baseUrl + target.path
    const results: PageResult[] = targets.map((target) => ({ target }))

    if (options.browser) {
      const browser = await launchBrowser()
      try {
        for (const result of results) {
          console.log(`bench:pages: scripts of ${result.target.path} (${result.target.server})`)
          result.scripts = await measurePageScripts(browser, urlOf(result.target))
          result.phoneScripts = []
          for (const viewport of PHONE_VIEWPORTS)
            result.phoneScripts.push({
              width: viewport.width,
              scripts: await measurePageScripts(browser, urlOf(result.target), viewport),
            })
        }
      } finally {
        await browser.close()
      }
    }

    let server: ServerResult | undefined
    if (options.server) {
      console.log('bench:pages: server CPU per request and prerendered serving ...')
      const ssrPaths = [SECURE_PATH, ...(helpArticle ? [helpArticle] : [])]
      const ssr = []
      for (const path of ssrPaths) ssr.push(await measureSsrCost(site, path, options.seconds))
      const bareSsr = await measureSsrCost(bare, BARE_SSR_PATH, options.seconds)
      const sirv = await startServerProcess(root, ['--import', 'tsx', 'scripts/bench/pages/sirvServer.ts'], {
        SIRV_DIR: sirvFolderOf(root, PRERENDERED_PATH),
      })
      servers.push(sirv)
      const siteServing = await measureServing(site, PRERENDERED_PATH, options.seconds, SERVING_CONNECTIONS)
      const sirvServing = await measureServing(sirv, PRERENDERED_PATH, options.seconds, SERVING_CONNECTIONS)
      server = {
        ssr,
        bareSsr,
        prerendered: { url: PRERENDERED_PATH, connections: SERVING_CONNECTIONS, site: siteServing, sirv: sirvServing },
      }
    }

    if (options.lighthouse) {
      for (const result of results) {
        const runs: LighthouseRun[] = []
        for (let run = 1; run <= options.runs; run++) {
          console.log(
            `bench:pages: Lighthouse ${run}/${options.runs} on ${result.target.path} (${result.target.server})`,
          )
          runs.push(await runLighthouse(urlOf(result.target)))
        }
        result.lighthouse = runs
      }
    }

    const report = buildPagesReport(results, server, options.lighthouse ? options.runs : 0)
    mkdirSync(join(root, 'test-results'), { recursive: true })
    writeFileSync(join(root, 'test-results/bench-pages.json'), JSON.stringify(report, null, 2) + '\n')
    console.log(`\n${pagesMarkdown(report)}\n\nwrote test-results/bench-pages.json`)
  } finally {
    for (const running of servers.reverse()) await running.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

/**
 * A folder for the plain sirv reference holding one prerendered page where sirv looks for it
 * (`<path>/index.html` with its .br and .gz), copied from the build's page store.
 */
function sirvFolderOf(root: string, path: string): string {
  const page = readPagesIndex(root)?.pages[path]
  if (!page) throw new Error(`bench:pages: the build prerendered no ${path}`)
  const folder = join(root, 'test-results/bench-sirv')
  mkdirSync(join(folder, path), { recursive: true })
  for (const [encoding, suffix] of [
    ['identity', ''],
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    copyFileSync(pageFile(pagesDir(root), page.tag, encoding), join(folder, path, `index.html${suffix}`))
  return folder
}

/**
 * The site's Node server. Production (NODE_ENV=production) serves the build in dist/; otherwise
 * Vite's dev middleware serves the sources and config edits reload without a restart.
 */
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RequestHandler } from 'express'
import { loadSite } from '../runtime/config/loadSite.server.ts'
import { ConfigError } from '../runtime/config/ConfigIssue.ts'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import { createApp } from './createApp.server.ts'
import { type NodeHandler, builtAssets, builtFiles } from './builtFiles.server.ts'
import { loadPrerenderedPages, type PrerenderedPage } from './prerenderedPages.server.ts'
import { servedWhilePricesHold } from './pricesValidity.server.ts'
import { configCheckedByBuild, readPagesIndex } from './prerenderedIndex.server.ts'
import { prerenderedPagesServed } from './content/contentPages.server.ts'
import { staticFastPath, withStaticFastPath } from './staticFastPath.server.ts'
import {
  UpstreamConfigError,
  describeUpstreams,
  embeddedServicesOrigin,
  readUpstreamSettings,
} from './upstreams.server.ts'
import { StorageConfigError, describeStorage, openSiteStorage } from './storage/siteStorage.server.ts'
import type { ServerContext } from './ServerContext.server.ts'
import { watchConfig } from './dev/configWatcher.server.ts'
import { rateLimitsFromEnv } from './rateLimits/rateLimitBackend.server.ts'
import { siteRootAbove } from './siteRoot.server.ts'
import { createInstanceLifecycle } from './lifecycle/instanceLifecycle.server.ts'
import { gracefulShutdown, shutdownSettingsFromEnv } from './lifecycle/gracefulShutdown.server.ts'
import { revisionHeaderValue, servedRevision } from './revision/siteRevision.server.ts'
import { serviceOrigins } from './security/pageOrigins.server.ts'
import { applyPreviewEnvironment, previewModeFrom } from './preview/previewMode.server.ts'
import { withPreviewGate } from './preview/previewGate.server.ts'

const root = siteRootAbove(import.meta.dirname)
const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

async function main(): Promise<void> {
  // A preview (npm run preview) of a branch: before anything reads the environment, the company's services
  // and the shared storage are taken out of it (server/preview/previewMode.server.ts).
  const preview = previewModeFrom(process.env)
  if (preview) applyPreviewEnvironment(process.env, root)
  // The production server on a build of these very config files reads them without the checks the build passed.
  // Read once: whether the build checked these config files, and its prerendered pages.
  const pagesIndex = production ? readPagesIndex(root) : null
  const checkedByBuild = production && configCheckedByBuild(root, pagesIndex)
  let site: SiteRuntime = loadSite(root, { checkedByBuild })
  const upstreams = readUpstreamSettings(process.env, embeddedServicesOrigin(process.env, port))
  // Migrations run here, before the server listens (on PostgreSQL under a lock shared by all instances).
  const storage = await openSiteStorage(root)
  let prerendered = new Map<string, PrerenderedPage>()
  let assets: RequestHandler
  let files: NodeHandler | null = null

  if (production) {
    // Vike's page renderer finds its build here, wherever the site was copied (not through node_modules).
    await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href)
    const clientDir = join(root, 'dist/client')
    const serving = staticServing(process.env.STATIC_SERVING)
    // With Strapi, the pages showing content are rendered per request (server/content/contentPages.server.ts).
    if (serving !== 'render')
      prerendered = prerenderedPagesServed(
        loadPrerenderedPages(root, site, serviceOrigins(upstreams, process.env), {
          index: pagesIndex,
          sameConfig: checkedByBuild,
        }),
        site,
        process.env,
      )
    const built = builtFiles(clientDir)
    if (serving === 'fast') files = built
    assets = builtAssets(built)
  } else {
    const { createServer: createVite } = await import('vite')
    const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' })
    assets = vite.middlewares
    // A broken edit is reported and the last good config stays.
    const watcher = watchConfig(root, () => {
      site = loadSite(root)
    })
    watcher.on('reloaded', () => console.log('site config reloaded'))
    watcher.on('failed', (error) => console.error(error instanceof ConfigError ? error.message : error))
  }

  const rateLimits = rateLimitsFromEnv(process.env)
  // Limits are shared only once Redis answers; a Redis still away after a few seconds is reported, and the
  // limits follow their outage rules (docs/operations.md) until it returns.
  if (rateLimits.kind === 'redis' && !(await rateLimits.ready())) console.error('Redis not ready at start')

  const shutdownTasks: Array<() => Promise<void>> = []
  const ctx: ServerContext = {
    site: () => site,
    upstreams,
    storage,
    root,
    env: process.env,
    production,
    rateLimits,
    onShutdown: (task) => shutdownTasks.push(task),
  }
  // After a price promotion starts or ends, pages built before it would quote old prices: they render instead.
  // (A page whose scheduled block starts or ends after the build renders alone: prerenderedPageFor.)
  const served = servedWhilePricesHold(prerendered, pagesIndex?.pricesValidUntil)
  const app = createApp({ ctx, assets, prerendered: served })
  // Readiness and the revision header come first, for every answer (server/lifecycle, server/revision).
  const revision = revisionHeaderValue(servedRevision(root, production))
  const lifecycle = createInstanceLifecycle(revision)
  // Static hits (prerendered pages, hashed assets) are answered before the Express chain.
  const handler = files
    ? withStaticFastPath(staticFastPath({ site: () => site, prerendered: served, files, production }), app)
    : app
  const server = createServer(lifecycle.listener(preview ? withPreviewGate(preview, handler) : handler))
  // A port already taken (another instance, a stale process) must fail the start loudly, so a supervisor or
  // a deploy script sees it; left unhandled, the error could end the process with 0 as if it had stopped cleanly.
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `cannot listen on ${host}:${port}: the port is already in use (set PORT to another one)`
        : `cannot listen on ${host}:${port}: ${error.message}`,
    )
    process.exit(1)
  })
  server.listen(port, host, () => {
    console.log(
      `${site.config.brand.name} site on http://localhost:${port} (${production ? 'production' : 'development'})`,
    )
    if (preview)
      console.log(`  preview of ${preview.branch}: noindex, embedded services only, data in ${process.env.DATA_DIR}`)
    console.log(`${site.table.size} paths, ${prerendered.size} prerendered pages`)
    console.log(`  revision: ${revision} (X-Site-Revision)`)
    console.log(`  storage: ${describeStorage(root)}`)
    for (const line of describeUpstreams(upstreams)) console.log(`  ${line}`)
    console.log(
      `  rate limits: ${rateLimits.kind === 'redis' ? 'Redis (REDIS_URL), shared by every instance' : 'in memory, this process'}`,
    )
  })
  const shutdown = shutdownSettingsFromEnv(process.env)
  const shutDown = gracefulShutdown({
    server,
    lifecycle,
    stopWork: async () => void (await Promise.allSettled(shutdownTasks.map((task) => task()))),
    closeConnections: async () => {
      await rateLimits.close()
      await storage.close()
    },
    timeoutMs: shutdown.timeoutMs,
    waitForBalancer: shutdown.drainMs
      ? () => new Promise((resolve) => setTimeout(resolve, shutdown.drainMs))
      : undefined,
    exit: (code) => process.exit(code),
    log: (line) => console.log(line),
  })
  process.on('SIGTERM', () => void shutDown('SIGTERM'))
  process.on('SIGINT', () => void shutDown('SIGINT'))
}

/**
 * How static hits are answered: `fast` (the default) before the Express chain, `express` through it (as
 * before the fast path), `render` not at all (every page rendered per request). The last two exist to
 * compare a build's answers (tests/e2e/staticServing.test.ts) and to debug a page.
 */
function staticServing(value: string | undefined): 'fast' | 'express' | 'render' {
  if (value === undefined || value === '' || value === 'fast') return 'fast'
  if (value === 'express' || value === 'render') return value
  throw new Error(`STATIC_SERVING must be fast, express or render (found ${value})`)
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UpstreamConfigError || error instanceof StorageConfigError
      ? error.message
      : error,
  )
  process.exit(1)
})

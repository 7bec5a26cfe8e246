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
import { configCheckedByBuild } from './prerenderedIndex.server.ts'
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

const root = siteRootAbove(import.meta.dirname)
const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

async function main(): Promise<void> {
  // The production server on a build of these very config files skips the text checks the build passed.
  let site: SiteRuntime = loadSite(root, { checkPageTexts: !(production && configCheckedByBuild(root)) })
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
    if (serving !== 'render') prerendered = prerenderedPagesServed(loadPrerenderedPages(root, site), site, process.env)
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
  const app = createApp({ ctx, assets, prerendered: () => prerendered })
  // Static hits (prerendered pages, hashed assets) are answered before the Express chain.
  const server = createServer(
    files
      ? withStaticFastPath(staticFastPath({ site: () => site, prerendered: () => prerendered, files, production }), app)
      : app,
  )
  server.listen(port, host, () => {
    console.log(
      `${site.config.brand.name} site on http://localhost:${port} (${production ? 'production' : 'development'})`,
    )
    console.log(`${site.table.size} paths, ${prerendered.size} prerendered pages`)
    console.log(`  storage: ${describeStorage(root)}`)
    for (const line of describeUpstreams(upstreams)) console.log(`  ${line}`)
    console.log(
      `  rate limits: ${rateLimits.kind === 'redis' ? 'Redis (REDIS_URL), shared by every instance' : 'in memory, this process'}`,
    )
  })
  shutDownGracefully(server, async () => {
    await Promise.allSettled(shutdownTasks.map((task) => task()))
    await rateLimits.close()
    await storage.close()
  })
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

/** On SIGTERM/SIGINT: stop accepting connections, let requests in flight finish, let registered work end (the lead relay), then close the database and exit. */
function shutDownGracefully(server: ReturnType<typeof createServer>, onClosed: () => Promise<void>): void {
  let closing = false
  const close = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: closing`)
    server.close(() => {
      void onClosed().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, 10_000).unref()
  }
  process.on('SIGTERM', () => close('SIGTERM'))
  process.on('SIGINT', () => close('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UpstreamConfigError || error instanceof StorageConfigError
      ? error.message
      : error,
  )
  process.exit(1)
})

/**
 * Starts the studio: an Express server with Vite's dev middleware for the editor's code and the studio API.
 * A development tool only: the site's own server never mounts any of it.
 */
import { createServer, type Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { freePort } from '../../scripts/lib/freePort.ts'
import react from '@vitejs/plugin-react'
import type { studioApi as StudioApi, studioSite as StudioSite } from './studioApi.server.ts'
import type { SiteZipApi, siteZipApi as SiteZipApiFactory } from './siteZipApi.server.ts'
import { VITE_FS_DENY, studioGuard } from './studioGuard.server.ts'
import type * as ReviewApi from './review/reviewApi.server.ts'

export interface StudioOptions {
  root: string
  /** Folder holding the routes.json and partners.json the studio edits; the repository root by default. */
  editableDir?: string
  port: number
}

export interface RunningStudio {
  url: string
  /** The URL with this launch's token: opening it admits the browser (studioGuard.server.ts). */
  launchUrl: string
  /** This launch's token, for scripts (header X-Studio-Token) and tests. */
  token: string
  close(): Promise<void>
}

/** Only this machine reaches the studio and its reload socket (issue 28: the socket listened on all interfaces). */
const LOOPBACK = '127.0.0.1'

export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const { createServer: createVite } = await import('vite')
  const vite = await createVite({
    root: options.root,
    configFile: false,
    appType: 'custom',
    // Its own dependency cache: the site's dev server optimizes other entries with other plugins.
    cacheDir: join(options.root, 'node_modules/.vite-studio'),
    logLevel: 'warn',
    // Emotion's jsx runtime gives the site's blocks their `css` prop, as in the site's own build.
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    // Its own free port for the reload socket, so several studios (tests) never collide on Vite's default.
    server: {
      middlewareMode: true,
      hmr: { port: await freePort(), host: LOOPBACK },
      // No cross-origin reads of the project's files (Vite allows any localhost origin by default).
      cors: false,
      fs: { deny: VITE_FS_DENY },
    },
    optimizeDeps: { entries: ['studio/client/main.tsx'] },
  })
  // Loaded through Vite: block loaders are found with import.meta.glob.
  const { studioApi, studioSite } = (await vite.ssrLoadModule('/studio/server/studioApi.server.ts')) as {
    studioApi: typeof StudioApi
    studioSite: typeof StudioSite
  }
  const { siteZipApi } = (await vite.ssrLoadModule('/studio/server/siteZipApi.server.ts')) as {
    siteZipApi: typeof SiteZipApiFactory
  }
  const site = studioSite(options.root, options.editableDir ?? options.root)
  const { reviewApi } = (await vite.ssrLoadModule('/studio/server/review/reviewApi.server.ts')) as typeof ReviewApi

  // The ZIP routes reach the embedded lead API on this server (with its ApiKey, not a browser's token).
  const guard = studioGuard(undefined, ['/embedded/lead-api/'])
  const app = express()
  app.disable('x-powered-by')
  app.use(guard.middleware)
  app.use(
    '/studio/api/review',
    reviewApi({ root: options.root, editableDir: options.editableDir ?? options.root, site }),
  )
  app.use('/studio/api', studioApi(options.root, options.editableDir ?? options.root, site))
  // The preview's ZIP checks call the site's /api/zip routes; they are built once the studio's own port is known.
  let zipApi: SiteZipApi | null = null
  app.use('/api', (req, res, next) => (zipApi ? zipApi.api(req, res, next) : next()))
  app.use('/embedded/lead-api', (req, res, next) => (zipApi ? zipApi.embeddedLeadApi(req, res, next) : next()))
  app.get(['/studio', '/studio/'], async (req, res, next) => {
    try {
      const html = readFileSync(join(options.root, 'studio/client/index.html'), 'utf8')
      res.type('html').send(await vite.transformIndexHtml(req.originalUrl, html))
    } catch (error) {
      next(error)
    }
  })
  app.get('/', (_req, res) => res.redirect('/studio'))
  app.use(vite.middlewares)

  const server: Server = createServer(app)
  await new Promise<void>((resolve) => server.listen(options.port, LOOPBACK, resolve))
  const { port } = server.address() as AddressInfo
  zipApi = siteZipApi(options.root, () => site.current().runtime, `http://127.0.0.1:${port}`)
  const url = `http://localhost:${port}/studio`
  return {
    url,
    launchUrl: guard.launchUrl(url),
    token: guard.token,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      zipApi?.close()
      await vite.close()
    },
  }
}

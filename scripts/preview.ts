/**
 * npm run preview -- <branch> [--port 4100] [--host 0.0.0.0] [--link 7d] [--repo <dir>]
 *
 * Builds <branch> in its own git worktree beside this checkout (node_modules linked, `npm run build` there;
 * the build of an unchanged commit is reused) and serves it with the production server as a preview: a
 * banner naming the branch on every page, noindex, leads and orders kept in its embedded services, its own
 * data. Prints the address for this machine and, with PREVIEW_SECRET set, a signed link for people outside
 * the company that expires (--link, default 7d). PREVIEW_PUBLIC_URL is the address others reach it at.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort } from './lib/freePort.ts'
import { buildBranch } from './preview/buildBranch.ts'
import { servePreview } from './preview/servePreview.ts'
import { forgetRunningPreview, previewHome, recordRunningPreview } from './preview/previewRegistry.ts'
import { parseLinkLifetime, signedPreviewUrl } from '../server/preview/previewLinks.server.ts'

const root = resolve(import.meta.dirname, '..')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: process.env.PREVIEW_HOST ?? '0.0.0.0' },
    link: { type: 'string', default: '7d' },
    // The repository holding the branch, when it is not this one (the studio editing another copy).
    repo: { type: 'string' },
  },
})
const branch = positionals[0]
if (!branch) {
  console.error('usage: npm run preview -- <branch> [--port N] [--host H] [--link 7d]')
  process.exit(2)
}

const repoDir = resolve(values.repo ?? root)
const home = previewHome(repoDir)
const build = await buildBranch({
  repoDir,
  branch,
  home,
  nodeModules: resolve(root, 'node_modules'),
  log: (line) => console.log(`preview: ${line}`),
})
const port = Number(values.port ?? process.env.PREVIEW_PORT ?? (await freePort()))
const served = await servePreview({ dir: build.dir, branch, home, port, host: values.host })
const publicUrl = process.env.PREVIEW_PUBLIC_URL?.trim() || null
recordRunningPreview(home, {
  branch,
  commit: build.commit,
  url: served.url,
  publicUrl,
  pid: served.child.pid!,
  startedAt: new Date().toISOString(),
})
console.log(`\npreview of ${branch} (${build.commit.slice(0, 8)}) on ${served.url} (this machine)`)
const secret = process.env.PREVIEW_SECRET?.trim()
if (secret) {
  const expires = new Date(Date.now() + parseLinkLifetime(values.link))
  const shared = signedPreviewUrl(publicUrl ?? served.url, secret, branch, expires)
  console.log(`link to share (until ${expires.toISOString()}): ${shared}`)
} else console.log('set PREVIEW_SECRET to print a link for people outside the company')

const stop = () => {
  forgetRunningPreview(home, branch)
  void served.stop().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
served.child.once('exit', (code) => {
  forgetRunningPreview(home, branch)
  process.exit(code ?? 0)
})

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { defaultImportDirs, importContent } from '../../../scripts/cms/importContent.ts'
import { StrapiRestClient } from '../../../scripts/cms/strapiRest.ts'
import { buildIsCurrent } from '../../../scripts/buildStamp.js'
import { startProductionServer } from '../../../scripts/lib/productionServer.ts'
import { repoRoot } from '../../support/fixtureSite.ts'
import { installCmsIfMissing, startCmsStrapi } from './cmsStrapi.ts'
import { startSiteOnStrapi } from './siteOnStrapi.ts'
import { type TlsProxy, startTlsProxy } from './tlsProxy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Strapi itself, plain HTTP on loopback (the tests' own GraphQL and REST calls). */
    strapiUrl: string
    /** The same Strapi behind HTTPS, as the site is pointed at it (STRAPI_URL). */
    strapiHttpsUrl: string
    /** The HTTPS proxy's certificate (PEM) and its file, trusted by the site's server (NODE_EXTRA_CA_CERTS). */
    strapiCa: string
    strapiCaFile: string
    strapiReadToken: string
    strapiImportToken: string
    /** The production server on the local content files, and the same build on Strapi. */
    siteFromFiles: string
    siteFromStrapi: string
    /** Where the Strapi-backed server saves the content it fetched (CONTENT_SNAPSHOT_DIR). */
    siteFromStrapiSnapshotDir: string
  }
}

const stops: Array<() => Promise<unknown>> = []

/** The local content files, whatever STRAPI_URL the shell running the tests may have. */
const NO_CMS = { STRAPI_URL: '', STRAPI_TOKEN: '' }

/** `npm run build` unless dist/ holds a build of the sources as they are (npm test has just made one in CI). */
async function buildUnlessCurrent(): Promise<void> {
  if (buildIsCurrent(repoRoot)) return
  // As from a shell, without Vitest's own variables (NODE_ENV=test, VITEST change what vite build writes) and
  // without a CMS the shell may name: the build on the local files is what both servers serve.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_ENV', 'TEST', ...Object.keys(NO_CMS)].includes(name) && !name.startsWith('VITEST'),
    ),
  )
  const code = await new Promise<number | null>((resolve) =>
    spawn('npm', ['run', 'build'], { cwd: repoRoot, env, stdio: 'inherit' }).once('exit', resolve),
  )
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`)
}

/**
 * Installs cms/ when needed, builds the site unless its build is current, starts Strapi on a temporary SQLite
 * file behind HTTPS and imports the site's content into it, then starts the site's production server twice on
 * the same build: on the local files, and with STRAPI_URL/STRAPI_TOKEN.
 */
export async function setup(project: TestProject): Promise<void> {
  const started = performance.now()
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`
  const cmsDir = join(repoRoot, 'cms')
  installCmsIfMissing(cmsDir)
  console.log(`test:cms: cms/ installed (${seconds()})`)
  try {
    const [strapi] = await Promise.all([startCmsStrapi(cmsDir), buildUnlessCurrent()])
    stops.push(() => strapi.stop())
    const tls: TlsProxy = await startTlsProxy(strapi.url)
    stops.push(() => tls.close())
    console.log(`test:cms: Strapi answering, site built (${seconds()})`)
    await importContent(
      new StrapiRestClient({ url: strapi.url, token: strapi.importToken }),
      defaultImportDirs(repoRoot),
    )
    console.log(`test:cms: content imported (${seconds()})`)
    const snapshotDir = mkdtempSync(join(tmpdir(), 'cms-snapshot-'))
    stops.push(async () => rmSync(snapshotDir, { recursive: true, force: true }))
    const [fromFiles, fromStrapi] = await Promise.all([
      startProductionServer(repoRoot, NO_CMS),
      startSiteOnStrapi({ url: tls.url, token: strapi.readToken, caFile: tls.caFile, snapshotDir }),
    ])
    stops.push(
      () => fromFiles.stop(),
      () => fromStrapi.stop(),
    )
    console.log(`test:cms: both site servers answering (${seconds()})`)
    project.provide('strapiUrl', strapi.url)
    project.provide('strapiHttpsUrl', tls.url)
    project.provide('strapiCa', tls.ca)
    project.provide('strapiCaFile', tls.caFile)
    project.provide('strapiReadToken', strapi.readToken)
    project.provide('strapiImportToken', strapi.importToken)
    project.provide('siteFromFiles', fromFiles.baseUrl)
    project.provide('siteFromStrapi', fromStrapi.baseUrl)
    project.provide('siteFromStrapiSnapshotDir', snapshotDir)
  } catch (error) {
    await teardown()
    throw error
  }
}

export async function teardown(): Promise<void> {
  while (stops.length) await stops.pop()!().catch(() => undefined)
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { repoRoot } from '../../support/fixtureSite.ts'
import { type RunningServer, startProductionServer } from '../../../scripts/lib/productionServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: RunningServer | undefined

/** Starts the production server on the build in dist/ once for all browser tests. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/node/server.mjs')) || !existsSync(join(repoRoot, 'dist/pages/index.json'))) {
    throw new Error('Browser tests need a build: run `npm run build` first (npm test does).')
  }
  // Every browser of the suite comes from one address: the per-client lead, checkout and sign-in start limits are sized for that.
  server = await startProductionServer(repoRoot, {
    LEAD_LIMIT_NEW_PER_CLIENT: '10000',
    LEAD_LIMIT_EMAILS_PER_CLIENT: '10000',
    LEAD_LIMIT_EMAILS_PER_RECIPIENT: '10000',
    CHECKOUT_LIMIT_PER_CLIENT: '10000',
    OIDC_AUTHORIZE_LIMIT_PER_CLIENT: '10000',
    OIDC_RESET_LIMIT_PER_CLIENT: '10000',
  })
  project.provide('baseUrl', server.baseUrl)
}

export async function teardown(): Promise<void> {
  await server?.stop()
}

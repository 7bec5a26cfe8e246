import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BlockServices } from '../../../runtime/render/BlockServices.ts'
import { createContentRepository, readContentSettings } from '../../../server/content/siteContent.server.ts'
import { blockServicesFor, createSiteServices } from '../../../server/siteServices.server.ts'
import { readUpstreamSettings } from '../../../server/upstreams.server.ts'
import { repoRoot } from '../../support/fixtureSite.ts'
import { realSite } from '../../support/renderUrl.tsx'
import type { ContentRepository } from '../../../services/content/index.ts'

/** The services a production server started with STRAPI_URL and STRAPI_TOKEN builds (its own snapshot folder). */
export function strapiSiteServices(url: string, token: string, snapshotDir = mkdtempSync(join(tmpdir(), 'snap-'))) {
  const env = { STRAPI_URL: url, STRAPI_TOKEN: token, CONTENT_SNAPSHOT_DIR: snapshotDir, NODE_ENV: 'production' }
  return blockServicesFor(createSiteServices({ root: repoRoot, env, upstreams: readUpstreamSettings({}) }), realSite())
}

/**
 * The same services with their content read through a repository built with other cache settings (a cache
 * time of 0 in the tests, instead of waiting out the configured 300 s).
 */
export function withContent(services: BlockServices, content: ContentRepository): BlockServices {
  return { ...services, content }
}

export function strapiRepository(
  url: string,
  token: string,
  snapshotDir: string,
  overrides: Partial<ReturnType<typeof readContentSettings>> = {},
): ContentRepository {
  const env = { STRAPI_URL: url, STRAPI_TOKEN: token, CONTENT_SNAPSHOT_DIR: snapshotDir, NODE_ENV: 'production' }
  return createContentRepository(env, repoRoot, { ...readContentSettings(repoRoot), ...overrides })
}

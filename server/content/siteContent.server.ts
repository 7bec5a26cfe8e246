import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContentRepository } from '../../services/content/index.ts'
import { LocalSource } from '../../services/content/sources/localSource.server.ts'
import { StrapiSource } from '../../services/content/sources/strapiSource.server.ts'
import { CONTENT_SETTINGS_FILE, contentDir } from './contentFiles.server.ts'
import { FileSnapshot } from './fileSnapshot.server.ts'

/** Where the last content fetched from Strapi is kept between runs (inside the build output, ignored by git); env CONTENT_SNAPSHOT_DIR overrides. */
export const CONTENT_SNAPSHOT_DIR = 'dist/content-snapshot'

const DEVELOPMENT_TTL_MS = 2000

export interface ContentSettings {
  cacheTtlSeconds: number
  retryAfterErrorSeconds: number
  strapiTimeoutMs: number
}

export function readContentSettings(root: string): ContentSettings {
  return JSON.parse(readFileSync(join(root, CONTENT_SETTINGS_FILE), 'utf8')) as ContentSettings
}

/**
 * Picks the content source from the environment: Strapi over GraphQL when STRAPI_URL is set (with
 * STRAPI_TOKEN), otherwise the local files in Strapi's shapes. Either way behind the same cache.
 */
export function createContentRepository(
  env: NodeJS.ProcessEnv,
  root: string,
  settings = readContentSettings(root),
): ContentRepository {
  const url = env.STRAPI_URL?.trim()
  const cache = { ttlMs: settings.cacheTtlSeconds * 1000, retryAfterErrorMs: settings.retryAfterErrorSeconds * 1000 }
  if (!url) {
    // While developing, edits to the content files show on the next reload rather than after the TTL.
    const ttlMs = env.NODE_ENV === 'production' ? cache.ttlMs : Math.min(cache.ttlMs, DEVELOPMENT_TTL_MS)
    return new ContentRepository(new LocalSource(contentDir(root)), { ...cache, ttlMs })
  }
  const token = env.STRAPI_TOKEN?.trim()
  if (!token) throw new Error('STRAPI_URL is set, so STRAPI_TOKEN is required')
  // The build's prerender fetches every collection first, so the snapshot starts out as the build's content.
  const snapshot = new FileSnapshot(env.CONTENT_SNAPSHOT_DIR || join(root, CONTENT_SNAPSHOT_DIR))
  return new ContentRepository(new StrapiSource({ url, token, timeoutMs: settings.strapiTimeoutMs }), {
    ...cache,
    snapshot,
  })
}

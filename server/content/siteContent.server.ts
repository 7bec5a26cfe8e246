import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContentRepository } from '../../services/content/index.ts'
import { LocalSource } from '../../services/content/sources/localSource.server.ts'
import { StrapiSource } from '../../services/content/sources/strapiSource.server.ts'
import { CONTENT_SETTINGS_FILE, contentDir } from './contentFiles.server.ts'

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
export function createContentRepository(env: NodeJS.ProcessEnv, root: string, settings = readContentSettings(root)): ContentRepository {
  const url = env.STRAPI_URL?.trim()
  let source
  if (url) {
    const token = env.STRAPI_TOKEN?.trim()
    if (!token) throw new Error('STRAPI_URL is set, so STRAPI_TOKEN is required')
    source = new StrapiSource({ url, token, timeoutMs: settings.strapiTimeoutMs })
  } else {
    source = new LocalSource(contentDir(root))
  }
  return new ContentRepository(source, { ttlMs: settings.cacheTtlSeconds * 1000, retryAfterErrorMs: settings.retryAfterErrorSeconds * 1000 })
}

// One repository per process, shared by every request: it is a cache of public content, not request state.
let shared: ContentRepository | undefined

/** The content every block loader reads, in the server and in the prerenderer alike. */
export function siteContent(): ContentRepository {
  shared ??= createContentRepository(process.env, process.cwd())
  return shared
}

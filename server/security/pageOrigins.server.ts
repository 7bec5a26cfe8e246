import { UpstreamConfigError, type UpstreamSettings } from '../upstreams.server.ts'

/** The outside origins a page's own content needs, from the server's settings (not the site config). */
export interface ServiceOrigins {
  /** Where the page's forms may submit to or be redirected by: the identity provider (sign-out ends its session there). */
  formActions: string[]
  /** Where the page's images come from besides this site: the CMS's media and IMAGE_ORIGINS. */
  images: string[]
}

/** A bad IMAGE_ORIGINS stops the server at start, like a half-configured upstream. */
export class ImageOriginsError extends UpstreamConfigError {}

/**
 * The origins a page's Content-Security-Policy names for forms and images. Sign-out is a form POST that the
 * site answers with a redirect to the provider's end-session endpoint, and browsers check `form-action` on that
 * redirect too, so the provider's origin is a form target even when it is embedded (its origin may be
 * 127.0.0.1 or EMBEDDED_SERVICES_ORIGIN while the visitor uses another name). Strapi's site-relative media are
 * made absolute on STRAPI_URL's origin (services/content/strapi/mappers.ts); media on a storage or CDN host,
 * and a remote catalogue's pictures, come from IMAGE_ORIGINS (comma-separated https origins).
 */
export function serviceOrigins(upstreams: UpstreamSettings, env: NodeJS.ProcessEnv): ServiceOrigins {
  const images = new Set<string>()
  if (upstreams.contentService.mode === 'remote') images.add(new URL(upstreams.contentService.baseUrl).origin)
  for (const origin of imageOrigins(env.IMAGE_ORIGINS, env.NODE_ENV === 'production')) images.add(origin)
  return { formActions: [new URL(upstreams.identityProvider.baseUrl).origin], images: [...images] }
}

/** IMAGE_ORIGINS read strictly: each entry an origin (no path, no wildcard), https in production. */
export function imageOrigins(value: string | undefined, production: boolean): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new ImageOriginsError(`IMAGE_ORIGINS: "${entry}" is not an origin such as https://media.example.com`)
    }
    const allowedProtocol = production ? url.protocol === 'https:' : /^https?:$/.test(url.protocol)
    if (!allowedProtocol || url.origin !== entry.replace(/\/$/, ''))
      throw new ImageOriginsError(
        `IMAGE_ORIGINS: "${entry}" must be an ${production ? 'https' : 'http(s)'} origin without a path`,
      )
    return url.origin
  })
}

/**
 * The company services the site talks to. Each runs on its embedded default unless its base URL is
 * set in the environment; the same client code path serves both, only the adapter changes.
 */
export interface UpstreamSetting {
  /** What the service is, for logs and the README. */
  label: string
  mode: 'embedded' | 'remote'
  /**
   * Where the site's clients send requests. Remote: the configured URL. Embedded: this server's own
   * mount of the embedded default (`{selfOrigin}/embedded/{embeddedPath}`), reached over HTTP like the real one.
   */
  baseUrl: string
  /** The folder under /embedded/ where the embedded default is mounted. */
  embeddedPath: string
  /** Names of the env variables that must be set with the URL (secrets: never logged, never sent to the browser). */
  secretNames: string[]
}

export interface UpstreamSettings {
  leadApi: UpstreamSetting
  accountApi: UpstreamSetting
  checkout: UpstreamSetting
  identityProvider: UpstreamSetting
  marketingAutomation: UpstreamSetting
  contentService: UpstreamSetting
  catalogue: UpstreamSetting
  chat: UpstreamSetting
}

const DEFINITIONS: Record<
  keyof UpstreamSettings,
  { label: string; urlVar: string; secretVars: string[]; embeddedPath: string }
> = {
  leadApi: {
    label: 'lead and customer API',
    urlVar: 'LEAD_API_URL',
    secretVars: ['LEAD_API_KEY'],
    embeddedPath: 'lead-api',
  },
  accountApi: { label: 'account API', urlVar: 'ACCOUNT_API_URL', secretVars: [], embeddedPath: 'account-api' },
  checkout: {
    label: 'checkout',
    urlVar: 'CHECKOUT_API_URL',
    secretVars: ['CHECKOUT_API_KEY'],
    embeddedPath: 'checkout-api',
  },
  identityProvider: {
    label: 'OpenID Connect provider',
    urlVar: 'OIDC_ISSUER',
    secretVars: ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    embeddedPath: 'oidc',
  },
  marketingAutomation: {
    label: 'marketing automation',
    urlVar: 'MARKETING_AUTOMATION_URL',
    secretVars: ['MARKETING_AUTOMATION_PORTAL_ID'],
    embeddedPath: 'marketing-automation',
  },
  contentService: {
    label: 'headless CMS (Strapi GraphQL)',
    urlVar: 'STRAPI_URL',
    secretVars: ['STRAPI_TOKEN'],
    embeddedPath: 'cms',
  },
  // The key is optional: a catalogue API behind a private network may not need one.
  catalogue: { label: 'catalogue API', urlVar: 'CATALOGUE_API_URL', secretVars: [], embeddedPath: 'catalogue-api' },
  chat: { label: 'customer chat provider', urlVar: 'CHAT_API_URL', secretVars: ['CHAT_API_KEY'], embeddedPath: 'chat' },
}

export class UpstreamConfigError extends Error {}

/**
 * Reads the env once at start; a half-configured service is an error, not a silent fallback.
 * `selfOrigin` is how this server reaches itself (http://127.0.0.1:PORT), for the embedded defaults.
 */
export function readUpstreamSettings(
  env: NodeJS.ProcessEnv = process.env,
  selfOrigin = 'http://127.0.0.1:3000',
): UpstreamSettings {
  const problems: string[] = []
  const settings = {} as UpstreamSettings
  for (const [key, def] of Object.entries(DEFINITIONS) as Array<
    [keyof UpstreamSettings, (typeof DEFINITIONS)[keyof UpstreamSettings]]
  >) {
    const url = env[def.urlVar]?.trim() || null
    if (url) {
      if (!/^https?:\/\//.test(url)) problems.push(`${def.urlVar} must be an http(s) URL`)
      if (env.NODE_ENV === 'production' && url.startsWith('http://') && !/^http:\/\/(localhost|127\.)/.test(url)) {
        problems.push(`${def.urlVar} must use https in production`)
      }
      for (const secret of def.secretVars)
        if (!env[secret]) problems.push(`${def.urlVar} is set, so ${secret} is required`)
    }
    settings[key] = {
      label: def.label,
      mode: url ? 'remote' : 'embedded',
      baseUrl: url ? url.replace(/\/$/, '') : `${selfOrigin}/embedded/${def.embeddedPath}`,
      embeddedPath: def.embeddedPath,
      secretNames: def.secretVars,
    }
  }
  if (problems.length) throw new UpstreamConfigError(`Upstream service settings:\n- ${problems.join('\n- ')}`)
  return settings
}

/**
 * How this server reaches its own embedded defaults: EMBEDDED_SERVICES_ORIGIN when set, else itself on
 * loopback. Several instances behind a balancer set it to the balancer's origin, so they all name one
 * embedded identity provider (one issuer, one registered callback) and any instance answers any embedded
 * call (their state is in the shared database).
 */
export function embeddedServicesOrigin(env: NodeJS.ProcessEnv, port: number): string {
  const configured = env.EMBEDDED_SERVICES_ORIGIN?.trim()
  if (!configured) return `http://127.0.0.1:${port}`
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    throw new UpstreamConfigError(`EMBEDDED_SERVICES_ORIGIN must be an http(s) origin, not "${configured}"`)
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search)
    throw new UpstreamConfigError(`EMBEDDED_SERVICES_ORIGIN must be an http(s) origin, not "${configured}"`)
  return url.origin
}

/** One line per service for the start-up log, without secrets. */
export function describeUpstreams(settings: UpstreamSettings): string[] {
  return (Object.values(settings) as UpstreamSetting[]).map(
    (s) => `${s.label}: ${s.mode === 'remote' ? s.baseUrl : `embedded default (${s.baseUrl})`}`,
  )
}

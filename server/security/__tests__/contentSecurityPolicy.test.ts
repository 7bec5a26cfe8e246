import express from 'express'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { FRAME_BOOT_SCRIPT } from '../../../services/frame/bootScript.ts'
import { securityHeaders } from '../securityHeaders.server.ts'
import { listen } from '../../leads/__tests__/support/leadTestKit.ts'
import {
  EMPTY_STYLE_HASH,
  GOOGLE_TAG_MANAGER_ORIGIN,
  inlineHashes,
  pagePolicy,
  sha256,
  thirdPartySources,
} from '../contentSecurityPolicy.server.ts'
import { ImageOriginsError, imageOrigins, serviceOrigins } from '../pageOrigins.server.ts'
import { readUpstreamSettings } from '../../upstreams.server.ts'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

const EMPTY_CONFIG = { layouts: { layouts: {} }, constants: {}, navigation: {} } as unknown as Parameters<
  typeof thirdPartySources
>[0]

describe('the page Content-Security-Policy (issue 20 item 5)', () => {
  const embeddedOrigins = serviceOrigins(readUpstreamSettings({}, 'http://127.0.0.1:3000'), {})
  const thirdParty = thirdPartySources(loadSite(repoRoot).config, embeddedOrigins)

  it('allows scripts from this site, the nonce, and exactly the configured third parties; never unsafe-inline', () => {
    const policy = pagePolicy({ nonce: 'abc123', thirdParty })
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'", GOOGLE_TAG_MANAGER_ORIGIN])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc123'", EMPTY_STYLE_HASH])
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).not.toMatch(/style-src [^;]*unsafe/)
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  })

  it("hashes a prerendered page's inline scripts and styles, not its JSON data blocks or external scripts", () => {
    const html = `<head><script>${FRAME_BOOT_SCRIPT}</script><style data-emotion="hb a">.a{color:red}</style><script id="vike_pageContext" type="application/json">{"x":1}</script>
      <script type="application/ld+json">{"@type":"FAQPage"}</script><script src="/assets/entry.js" type="module" async></script><script type="module">import('/x.js')</script></head>`
    const hashes = inlineHashes(html)
    expect(hashes.scripts).toEqual([`'sha256-${sha256(FRAME_BOOT_SCRIPT)}'`, `'sha256-${sha256("import('/x.js')")}'`])
    expect(hashes.styles).toEqual([`'sha256-${sha256('.a{color:red}')}'`])
    const policy = pagePolicy({ nonce: null, scriptHashes: hashes.scripts, styleHashes: hashes.styles, thirdParty })
    expect(directive(policy, 'script-src')).toContain(`'sha256-${sha256(FRAME_BOOT_SCRIPT)}'`)
    expect(policy).not.toContain('nonce-')
  })

  it('narrows images and forms (issue 28 item 10): this site, the tag manager, and the embedded provider only', () => {
    const policy = pagePolicy({ nonce: 'n', thirdParty })
    // The real config has a tag manager container, which reports through image requests.
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      GOOGLE_TAG_MANAGER_ORIGIN,
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
    expect(directive(policy, 'img-src')).not.toContain('https:')
    expect(directive(policy, 'img-src')).not.toContain('data:')
    // Sign-out's form is answered by a redirect to the embedded provider, on the server's own loopback origin.
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'http://127.0.0.1:3000'])
  })

  it('names the configured CMS, image and identity provider origins, and only those', () => {
    const upstreams = readUpstreamSettings(
      {
        STRAPI_URL: 'https://cms.harbor.example/graphql',
        STRAPI_TOKEN: 't',
        OIDC_ISSUER: 'https://login.harbor.example/realms/customers',
        OIDC_CLIENT_ID: 'site',
        OIDC_CLIENT_SECRET: 's',
      },
      'http://127.0.0.1:3000',
    )
    const origins = serviceOrigins(upstreams, {
      IMAGE_ORIGINS: 'https://media.harbor.example, https://images.cdn.example/',
    })
    expect(origins.images).toEqual([
      'https://cms.harbor.example',
      'https://media.harbor.example',
      'https://images.cdn.example',
    ])
    const policy = pagePolicy({ nonce: null, thirdParty: thirdPartySources(EMPTY_CONFIG, origins) })
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'https://cms.harbor.example',
      'https://media.harbor.example',
      'https://images.cdn.example',
    ])
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://login.harbor.example'])
  })

  it('refuses an IMAGE_ORIGINS entry that is not an origin, and http in production', () => {
    expect(() => imageOrigins('https://media.example/uploads', false)).toThrow(ImageOriginsError)
    expect(() => imageOrigins('*.example.com', false)).toThrow(ImageOriginsError)
    expect(() => imageOrigins('http://media.example', true)).toThrow(/https origin/)
    expect(imageOrigins('http://localhost:1337', false)).toEqual(['http://localhost:1337'])
    expect(imageOrigins(undefined, true)).toEqual([])
  })

  it('the empty-style hash is the hash of an empty element (Emotion speedy sheets)', () => {
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

describe('headers every answer carries', () => {
  async function headersOf(production: boolean) {
    const app = express()
    app.use(securityHeaders(production))
    app.get('/', (_req, res) => res.send('ok'))
    const server = await listen(app)
    try {
      return (await fetch(server.url)).headers
    } finally {
      await server.close()
    }
  }

  it('sends HSTS in production only, and the usual trust headers always', async () => {
    const production = await headersOf(true)
    expect(production.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(production.get('x-content-type-options')).toBe('nosniff')
    expect(production.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(production.get('permissions-policy')).toContain('camera=()')
    expect((await headersOf(false)).get('strict-transport-security')).toBeNull()
  })
})

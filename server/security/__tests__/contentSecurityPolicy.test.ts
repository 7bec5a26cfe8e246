import express from 'express'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../../runtime/config/loadSite.server.ts'
import { repoRoot } from '../../../tests/support/fixtureSite.ts'
import { FRAME_BOOT_SCRIPT } from '../../../services/frame/index.ts'
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

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the page Content-Security-Policy (issue 20 item 5)', () => {
  const thirdParty = thirdPartySources(loadSite(repoRoot).config)

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

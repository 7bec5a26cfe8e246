import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'

/** Issue 28 item 11: /.well-known/openid-configuration built its endpoints from a foreign Host. */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

function getWithHost(url: string, host: string): Promise<{ status: number; body: string; location?: string }> {
  const { port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname + search, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the embedded provider writes only its configured issuer into URLs', () => {
  it('the discovery document, whatever Host the request names', async () => {
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    for (const host of ['attacker.example', 'attacker.example:8080', new URL(issuer).host]) {
      const answer = await getWithHost(`${issuer}/.well-known/openid-configuration`, host)
      expect(answer.status).toBe(200)
      const metadata = JSON.parse(answer.body) as Record<string, unknown>
      expect(metadata.issuer).toBe(issuer)
      for (const [key, value] of Object.entries(metadata))
        if (typeof value === 'string' && /^https?:/.test(value)) expect(value.startsWith(issuer), key).toBe(true)
      expect(answer.body).not.toContain('attacker.example')
    }
  })

  it('its redirects too', async () => {
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    const answer = await getWithHost(
      `${issuer}/auth?client_id=harbor-site&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${site.baseUrl}/api/auth/callback`)}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`,
      'attacker.example',
    )
    expect(answer.location ?? '').not.toContain('attacker.example')
  })
})

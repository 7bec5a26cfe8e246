import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { SPEC_URLS } from '../support/specUrls.ts'

const baseUrl = inject('baseUrl')
/** Pages only for signed-in customers (their layout requires sign-in). */
const SIGNED_IN_AREA = ['/harborhome-customer']

describe('the production server over HTTP', () => {
  it.each(SPEC_URLS.filter((url) => !SIGNED_IN_AREA.includes(url)))('%s answers 200', async (url) => {
    const response = await fetch(baseUrl + url, { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('<main id="main"')
  })

  it.each(SIGNED_IN_AREA)('%s (layout secureWithLogin) starts the sign-in for a signed-out visitor', async (url) => {
    const response = await fetch(baseUrl + url, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/api/auth/login?returnTo=${encodeURIComponent(url)}`)
  })

  it('never answers a host-like path with a redirect to it (issue 20: GET /\\evil.com/)', async () => {
    for (const path of ['/\\evil.com/', '/%5Cevil.com/', '//evil.com/']) {
      const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        request(`${baseUrl}/`, { path }, (res) => {
          res.resume()
          resolve({ status: res.statusCode!, location: res.headers.location })
        })
          .on('error', reject)
          .end()
      })
      expect(answer, path).toEqual({ status: 404, location: undefined })
    }
  })

  it('answers HEAD and refuses other methods on pages', async () => {
    expect((await fetch(`${baseUrl}/faqs`, { method: 'HEAD' })).status).toBe(200)
    const post = await fetch(`${baseUrl}/faqs`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it('compresses SSR responses and caches hashed assets for a year', async () => {
    const page = await fetch(`${baseUrl}/shop`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const html = await page.text()
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const script = await fetch(baseUrl + asset)
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('sets security headers and hides the framework', async () => {
    const response = await fetch(`${baseUrl}/`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-powered-by')).toBeNull()
    // The production server: HSTS, and a page CSP (prerendered home page: hashes, no nonce, no unsafe-inline).
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const ssr = await fetch(`${baseUrl}/shop`)
    expect(ssr.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{16,}'/)
  })

  it('reports health and which upstreams run on embedded defaults', async () => {
    const health = await (await fetch(`${baseUrl}/api/health`)).json()
    expect(health).toMatchObject({ status: 'ok', upstreams: { leadApi: 'embedded', contentService: 'embedded' } })
    expect((await fetch(`${baseUrl}/api/nothing-here`)).status).toBe(404)
  })
})

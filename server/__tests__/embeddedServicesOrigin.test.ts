import { describe, expect, it } from 'vitest'
import { UpstreamConfigError, embeddedServicesOrigin, readUpstreamSettings } from '../upstreams.server.ts'

describe('EMBEDDED_SERVICES_ORIGIN (several instances name one set of embedded services)', () => {
  it('defaults to this server on loopback', () => {
    expect(embeddedServicesOrigin({}, 3100)).toBe('http://127.0.0.1:3100')
  })

  it("takes the balancer's origin, so every instance uses one issuer for the embedded sign-in", () => {
    const origin = embeddedServicesOrigin({ EMBEDDED_SERVICES_ORIGIN: 'https://www.example.com/' }, 3100)
    expect(origin).toBe('https://www.example.com')
    expect(readUpstreamSettings({}, origin).identityProvider.baseUrl).toBe('https://www.example.com/embedded/oidc')
  })

  it.each(['www.example.com', 'ftp://example.com', 'https://example.com/site', 'https://example.com/?a=1'])(
    'refuses %s (not an http(s) origin)',
    (value) => {
      expect(() => embeddedServicesOrigin({ EMBEDDED_SERVICES_ORIGIN: value }, 3100)).toThrow(UpstreamConfigError)
    },
  )
})

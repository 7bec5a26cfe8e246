import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../../../auth/__tests__/support/testServer.ts'
import { queryColumn } from '../../../storage/__tests__/support/inspect.ts'

/**
 * Issue 27: a server's start does not make the embedded provider's RSA signing key (0.3–0.7 s of CPU on a new
 * database); its first request does, and it is the one key kept in the database from then on.
 */
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(() => site.close())

const storedSecrets = () =>
  queryColumn<string>(site.ctx.storage, 'SELECT name FROM auth_embedded_secrets ORDER BY name')

describe('the embedded provider is made on its first request', () => {
  it('no signing key at start; the first request makes it, later ones use the same', async () => {
    expect(await storedSecrets()).not.toContain('oidc_signing_jwk')
    const issuer = site.ctx.upstreams.identityProvider.baseUrl
    const jwks = async () => (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> }
    const first = await jwks()
    expect(first.keys).toHaveLength(1)
    expect(await storedSecrets()).toContain('oidc_signing_jwk')
    expect((await jwks()).keys[0]!.kid).toBe(first.keys[0]!.kid)
  })
})

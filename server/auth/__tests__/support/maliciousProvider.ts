import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import express from 'express'
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair } from 'jose'

/** The bad answers of the OpenID conformance suite's negative client tests, and the honest one. */
export type Attack =
  | 'honest'
  | 'wrong-nonce'
  | 'wrong-state'
  | 'wrong-iss'
  | 'wrong-aud'
  | 'bad-signature'
  | 'alg-none'
  | 'expired'
  | 'future-iat'
  | 'hs256-client-secret'

export interface MaliciousProvider {
  issuer: string
  clientId: string
  clientSecret: string
  attack: Attack
  /** Codes presented at the token endpoint, in order (a replay shows up twice). */
  redeemed: string[]
  /** Whether discovery names an end_session_endpoint (`{issuer}/logout`); many providers have none. */
  publishEndSession: boolean
  /** Every id_token handed out, in order. */
  issuedIdTokens: string[]
  close(): Promise<void>
}

/**
 * A tiny OpenID provider that answers like a real one but can be told to lie in one way at a time.
 * It signs with RS256 through jose, publishes its JWKS, enforces PKCE and single-use codes.
 */
export async function startMaliciousProvider(): Promise<MaliciousProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const forger = await generateKeyPair('RS256')
  const kid = 'key-1'
  const codes = new Map<string, { nonce: string; challenge: string | null; used: boolean }>()
  const provider: MaliciousProvider = {
    issuer,
    clientId: 'site-client',
    clientSecret: randomBytes(16).toString('hex'),
    attack: 'honest',
    redeemed: [],
    publishEndSession: false,
    issuedIdTokens: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }

  const idToken = async (nonce: string): Promise<string> => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { nonce: provider.attack === 'wrong-nonce' ? 'a-different-nonce' : nonce }
    // future-iat: a token dated a day ahead, still unexpired (issue 20: it was accepted).
    const issuedAt = provider.attack === 'expired' ? now - 7200 : provider.attack === 'future-iat' ? now + 86_400 : now
    const expires =
      provider.attack === 'expired' ? now - 3600 : provider.attack === 'future-iat' ? now + 86_400 + 300 : now + 300
    const iss = provider.attack === 'wrong-iss' ? 'https://evil.example' : issuer
    const aud = provider.attack === 'wrong-aud' ? 'another-client' : provider.clientId
    if (provider.attack === 'alg-none') {
      return new UnsecuredJWT(claims)
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject('mallory')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .encode()
    }
    if (provider.attack === 'hs256-client-secret') {
      // The classic key confusion: an HMAC "signature" made with the client secret, which the client also knows.
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject('mallory')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(provider.clientSecret))
    }
    const key = provider.attack === 'bad-signature' ? forger.privateKey : privateKey
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject('mallory')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(key)
    provider.issuedIdTokens.push(token)
    return token
  }

  const app = express()
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code', 'id_token'],
      response_modes_supported: ['query', 'form_post'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      ...(provider.publishEndSession ? { end_session_endpoint: `${issuer}/logout` } : {}),
    })
  })
  app.get('/jwks', async (_req, res) => {
    res.json({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] })
  })
  app.get('/authorize', async (req, res) => {
    const query = req.query as Record<string, string>
    const state = provider.attack === 'wrong-state' ? 'a-tampered-state' : query.state!
    if (query.response_type === 'id_token') {
      const token = await idToken(query.nonce!)
      res.type('html').send(`<!DOCTYPE html><html><head><title>Submitting Callback</title>
<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit() });</script></head>
<body><form method="post" action="${query.redirect_uri}"><input type="hidden" name="id_token" value="${token}"/><input type="hidden" name="state" value="${state}"/></form></body></html>`)
      return
    }
    const code = randomBytes(16).toString('hex')
    codes.set(code, { nonce: query.nonce!, challenge: query.code_challenge ?? null, used: false })
    const target = new URL(query.redirect_uri!)
    target.searchParams.set('code', code)
    target.searchParams.set('state', state)
    res.redirect(302, target.href)
  })
  app.post('/token', express.urlencoded({ extended: false }), async (req, res) => {
    const body = req.body as Record<string, string>
    if (!hasClientCredentials(req.get('authorization'), provider))
      return void res.status(401).json({ error: 'invalid_client' })
    provider.redeemed.push(body.code ?? '')
    const grant = codes.get(body.code ?? '')
    if (!grant || grant.used)
      return void res.status(400).json({ error: 'invalid_grant', error_description: 'code already used or unknown' })
    grant.used = true
    const challenge = createHash('sha256')
      .update(body.code_verifier ?? '')
      .digest('base64url')
    if (challenge !== grant.challenge)
      return void res.status(400).json({ error: 'invalid_grant', error_description: 'PKCE verification failed' })
    res.set('Cache-Control', 'no-store').json({
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: await idToken(grant.nonce),
    })
  })
  server.on('request', app)
  return provider
}

/** client_secret_basic: both parts form-urlencoded before base64 (RFC 6749 §2.3.1). */
function hasClientCredentials(header: string | undefined, provider: MaliciousProvider): boolean {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1]
  if (!encoded) return false
  const [id = '', secret = ''] = Buffer.from(encoded, 'base64').toString().split(':')
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '))
  return decode(id) === provider.clientId && decode(secret) === provider.clientSecret
}

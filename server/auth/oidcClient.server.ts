import * as client from 'openid-client'
import type { AuthSettings } from './authSettings.server.ts'

/** What a verified sign-in yields: the customer's subject and the tokens the server keeps. */
export interface VerifiedSignIn {
  subject: string
  issuer: string
  idToken: string
  accessToken: string | null
  accessTokenExpiresAt: number | null
}

export interface LoginRequest {
  url: URL
  state: string
  nonce: string
  codeVerifier: string
}

/** How far ahead of this server's clock an id_token's `iat` may be (clocks drift; a day ahead is forged). */
export const MAX_CLOCK_SKEW_SECONDS = 300

/**
 * openid-client checks that `iat` is a number but not that it is in the past; a token dated far ahead
 * (issue 20: 24 h) would stay valid for as long as its issuer liked.
 */
function checkIssuedAt(iat: unknown, nowSeconds = Math.floor(Date.now() / 1000)): void {
  if (typeof iat !== 'number' || iat > nowSeconds + MAX_CLOCK_SKEW_SECONDS) {
    throw new Error(
      `unexpected JWT "iat" (issued at) claim value: ${String(iat)} is more than ${MAX_CLOCK_SKEW_SECONDS} s ahead of this server's clock`,
    )
  }
}

/**
 * The relying party, built on openid-client (a certified OpenID Connect client). Discovery runs on first
 * use and is retried after a failure, so the site starts even while the provider is down.
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null

  constructor(private readonly settings: AuthSettings) {}

  async loginRequest(redirectUri: string): Promise<LoginRequest> {
    const config = await this.config()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const codeVerifier = client.randomPKCECodeVerifier()
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: 'openid',
      prompt: 'login',
      state,
      nonce,
    }
    if (this.settings.responseType === 'code') {
      parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier)
      parameters.code_challenge_method = 'S256'
    } else {
      parameters.response_mode = 'form_post'
    }
    return { url: client.buildAuthorizationUrl(config, parameters), state, nonce, codeVerifier }
  }

  /**
   * Checks the authorization response against the transaction (state, nonce, PKCE) and verifies the
   * id_token: signature against the provider's JWKS, the allowed algorithm, iss, aud, exp, iat (not
   * beyond MAX_CLOCK_SKEW_SECONDS ahead) and nonce.
   * Throws on any mismatch.
   */
  async completeSignIn(
    responseParams: URLSearchParams,
    redirectUri: string,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedSignIn> {
    const config = await this.config()
    const issuer = config.serverMetadata().issuer
    if (this.settings.responseType === 'id_token') {
      const callbackUrl = new URL(redirectUri)
      // form_post delivers the parameters in the body; openid-client reads an implicit response from the fragment.
      callbackUrl.hash = responseParams.toString()
      const claims = await client.implicitAuthentication(config, callbackUrl, expected.nonce, {
        expectedState: expected.state,
      })
      checkIssuedAt(claims.iat)
      return {
        subject: claims.sub,
        issuer,
        idToken: responseParams.get('id_token')!,
        accessToken: null,
        accessTokenExpiresAt: null,
      }
    }
    const callbackUrl = new URL(redirectUri)
    callbackUrl.search = responseParams.toString()
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || !tokens.id_token) throw new Error('the provider returned no id_token')
    checkIssuedAt(claims.iat)
    return {
      subject: claims.sub,
      issuer,
      idToken: tokens.id_token,
      accessToken: tokens.access_token ?? null,
      accessTokenExpiresAt: typeof tokens.expires_in === 'number' ? Date.now() + tokens.expires_in * 1000 : null,
    }
  }

  /**
   * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): the provider's end_session_endpoint with
   * client_id, post_logout_redirect_uri and state, built by openid-client. No id_token_hint: the URL passes
   * through the browser's history, logs and Referer, and an id_token there was taken for a credential
   * (issue 28); client_id is the spec's way to name the client without it. Null when the provider publishes
   * no end_session_endpoint; throws when discovery fails.
   */
  async endSessionUrl(request: { postLogoutRedirectUri: string; state: string }): Promise<URL | null> {
    const config = await this.config()
    if (!config.serverMetadata().end_session_endpoint) return null
    return client.buildEndSessionUrl(config, {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: request.postLogoutRedirectUri,
      state: request.state,
    })
  }

  private config(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null
      throw error
    })
    return this.configuration
  }

  private async discover(): Promise<client.Configuration> {
    const { settings } = this
    const execute = [client.enableNonRepudiationChecks]
    if (settings.responseType === 'id_token') execute.push(client.useIdTokenResponseType)
    // http is only reachable here for a loopback issuer (upstreams refuse http elsewhere in production).
    if (settings.issuer.startsWith('http://')) execute.push(client.allowInsecureRequests)
    return client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      { id_token_signed_response_alg: settings.idTokenAlgorithm },
      client.ClientSecretBasic(settings.clientSecret),
      // Also the timeout of every later call made with this configuration.
      { execute, timeout: settings.requestTimeoutSeconds },
    )
  }
}

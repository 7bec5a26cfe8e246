import { createHmac, timingSafeEqual } from 'node:crypto'

/** The query a signed preview link carries, and the cookie the first visit turns it into. */
export const PREVIEW_EXPIRES_PARAM = 'preview_expires'
export const PREVIEW_SIGNATURE_PARAM = 'preview_sig'
export const PREVIEW_COOKIE = 'harbor_preview'

export type PreviewLinkCheck = 'valid' | 'expired' | 'invalid'

/** HMAC-SHA256 with PREVIEW_SECRET over the branch and the expiry (Unix seconds): a link opens one branch until then. */
export function previewSignature(secret: string, branch: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${branch}\n${expiresAt}`).digest('base64url')
}

/** The link to give someone outside the company: `url` with the expiry and its signature added. */
export function signedPreviewUrl(url: string, secret: string, branch: string, expiresAt: Date): string {
  const signed = new URL(url)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  signed.searchParams.set(PREVIEW_EXPIRES_PARAM, String(expires))
  signed.searchParams.set(PREVIEW_SIGNATURE_PARAM, previewSignature(secret, branch, expires))
  return signed.toString()
}

/**
 * Whether `expires` and `signature` open `branch` at `now` (ms). The signature is checked first, so a
 * changed expiry is "invalid", and only a genuine link past its time is "expired".
 */
export function checkPreviewLink(
  secret: string,
  branch: string,
  expires: string,
  signature: string,
  now: number,
): PreviewLinkCheck {
  if (!/^\d{1,12}$/.test(expires)) return 'invalid'
  const expected = Buffer.from(previewSignature(secret, branch, Number(expires)))
  const offered = Buffer.from(signature)
  if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) return 'invalid'
  return Number(expires) * 1000 > now ? 'valid' : 'expired'
}

/** "7d", "12h", "30m" → milliseconds (how long a shared link lasts). */
export function parseLinkLifetime(text: string): number {
  const match = /^(\d+)\s*([dhm])$/.exec(text.trim())
  if (!match) throw new Error(`a link lifetime is written 7d, 12h or 30m (found "${text}")`)
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm']
  return Number(match[1]) * unit
}

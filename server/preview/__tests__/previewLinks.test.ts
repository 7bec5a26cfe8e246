import { describe, expect, it } from 'vitest'
import {
  PREVIEW_EXPIRES_PARAM,
  PREVIEW_SIGNATURE_PARAM,
  checkPreviewLink,
  parseLinkLifetime,
  signedPreviewUrl,
} from '../previewLinks.server.ts'

const SECRET = 'preview-secret-for-tests'
/** A fixed clock: 2026-11-24 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

function partsOf(url: string) {
  const parsed = new URL(url)
  return {
    expires: parsed.searchParams.get(PREVIEW_EXPIRES_PARAM)!,
    signature: parsed.searchParams.get(PREVIEW_SIGNATURE_PARAM)!,
    parsed,
  }
}

describe('signed preview links', () => {
  const link = signedPreviewUrl(
    'https://preview.example.com:4100/shop?utm_source=x',
    SECRET,
    'site/shop',
    new Date(NOW + 3_600_000),
  )

  it('open their branch until they expire, and not after', () => {
    const { expires, signature, parsed } = partsOf(link)
    expect(parsed.pathname).toBe('/shop')
    expect(parsed.searchParams.get('utm_source')).toBe('x')
    expect(expires).toBe(String((NOW + 3_600_000) / 1000))
    expect(checkPreviewLink(SECRET, 'site/shop', expires, signature, NOW)).toBe('valid')
    expect(checkPreviewLink(SECRET, 'site/shop', expires, signature, NOW + 3_599_999)).toBe('valid')
    expect(checkPreviewLink(SECRET, 'site/shop', expires, signature, NOW + 3_600_000)).toBe('expired')
  })

  it('are invalid for another branch, another secret, or a changed expiry', () => {
    const { expires, signature } = partsOf(link)
    expect(checkPreviewLink(SECRET, 'site/other', expires, signature, NOW)).toBe('invalid')
    expect(checkPreviewLink('another-secret', 'site/shop', expires, signature, NOW)).toBe('invalid')
    expect(checkPreviewLink(SECRET, 'site/shop', String(Number(expires) + 86_400), signature, NOW)).toBe('invalid')
    expect(checkPreviewLink(SECRET, 'site/shop', 'soon', signature, NOW)).toBe('invalid')
    expect(checkPreviewLink(SECRET, 'site/shop', expires, signature.slice(1), NOW)).toBe('invalid')
  })

  it('last as long as asked', () => {
    expect(parseLinkLifetime('7d')).toBe(7 * 86_400_000)
    expect(parseLinkLifetime('12h')).toBe(12 * 3_600_000)
    expect(parseLinkLifetime('30m')).toBe(30 * 60_000)
    expect(() => parseLinkLifetime('soon')).toThrow(/7d, 12h or 30m/)
  })
})

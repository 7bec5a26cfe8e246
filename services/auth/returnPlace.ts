/**
 * Where to send the visitor after sign-in. Only a path on this site is accepted: anything that a
 * browser could read as another origin (`//evil`, `/\evil`, `https://…`, `javascript:`, their percent-
 * encoded forms, control characters, dot segments that collapse into `//`) is replaced by `/`, so the
 * sign-in flow can never become an open redirect (RFC 9700 §4.11).
 */
export const DEFAULT_RETURN_PLACE = '/'

const MAX_LENGTH = 2048
const STAND_IN_ORIGIN = 'https://site.invalid'

export function safeReturnPlace(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH)
    return DEFAULT_RETURN_PLACE
  if (!staysSiteRelative(candidate)) return DEFAULT_RETURN_PLACE
  // Resolve it the way a browser would (dot segments, normalisation) and check the result once more.
  const resolved = new URL(candidate, STAND_IN_ORIGIN)
  if (resolved.origin !== STAND_IN_ORIGIN) return DEFAULT_RETURN_PLACE
  const place = `${resolved.pathname}${resolved.search}${resolved.hash}`
  return staysSiteRelative(place) ? place : DEFAULT_RETURN_PLACE
}

/** Site-relative as written and after up to three rounds of percent-decoding (some proxies decode Location again). */
function staysSiteRelative(value: string): boolean {
  let current = value
  for (let round = 0; round < 4; round += 1) {
    if (!isSiteRelative(current)) return false
    const next = safeDecode(current)
    if (next === null) return false
    if (next === current) return true
    current = next
  }
  return false
}

function isSiteRelative(value: string): boolean {
  if (!value.startsWith('/')) return false
  // `//host` and `/\host` are protocol-relative to browsers (they treat `\` like `/`).
  if (value.length > 1 && (value[1] === '/' || value[1] === '\\')) return false
  for (const char of value) {
    const code = char.codePointAt(0)!
    // Control characters: URL parsers strip tabs and newlines, turning `/\t/evil` into `//evil`.
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) return false
    if (char === '\\') return false
  }
  return true
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Where to send the visitor after sign-in. Only a path on this site is accepted: anything that a
 * browser could read as another origin (`//evil`, `/\evil`, `https://…`, `javascript:`, their percent-
 * encoded forms, control characters) is replaced by `/`, so the sign-in flow can never become an open
 * redirect (RFC 9700 §4.11).
 */
export const DEFAULT_RETURN_PLACE = '/'

const MAX_LENGTH = 2048

export function safeReturnPlace(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return DEFAULT_RETURN_PLACE
  if (!isSiteRelative(candidate)) return DEFAULT_RETURN_PLACE
  // Decoded forms must be harmless too: some proxies and frameworks decode a Location header again.
  let decoded = candidate
  for (let round = 0; round < 3; round += 1) {
    const next = safeDecode(decoded)
    if (next === null) return DEFAULT_RETURN_PLACE
    if (next === decoded) break
    if (!isSiteRelative(next)) return DEFAULT_RETURN_PLACE
    decoded = next
  }
  // Finally, resolve it the way a browser would against a stand-in origin: it must stay on that origin
  // and keep exactly the path the candidate spelled.
  const resolved = new URL(candidate, 'https://site.invalid')
  if (resolved.origin !== 'https://site.invalid') return DEFAULT_RETURN_PLACE
  return `${resolved.pathname}${resolved.search}${resolved.hash}`
}

function isSiteRelative(value: string): boolean {
  if (!value.startsWith('/')) return false
  // `//host` and `/\host` are protocol-relative to browsers (they treat `\` like `/`).
  if (value.length > 1 && (value[1] === '/' || value[1] === '\\')) return false
  // Control characters (tabs and newlines are stripped by URL parsers, turning `/\t/evil` into `//evil`), and backslashes anywhere.
  for (const char of value) {
    const code = char.codePointAt(0)!
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

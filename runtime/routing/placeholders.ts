/**
 * Path placeholders ({brand}, {partner}, {solar-partner}, {K|capitalize}) and text tokens
 * ({{brand.name}}, {{partner.name}}) that config strings may hold.
 */

/** Partner kinds that name a placeholder; {partner} itself accepts a partner of any kind. */
export const PARTNER_PLACEHOLDERS = new Set([
  'partner',
  'partner-offer',
  'review-partner',
  'association-partner',
  'inspection-partner',
  'solar-partner',
  'commercial-partner',
])

const PLACEHOLDER = /\{([a-z][a-z-]*)(\|capitalize)?\}/g

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
}

/** Fills placeholders; returns the names it had no value for instead of guessing. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; missing: string[] } {
  const missing: string[] = []
  const filled = text.replace(PLACEHOLDER, (whole, name: string, capitalize?: string) => {
    const value = values[name]
    if (value === undefined) {
      missing.push(name)
      return whole
    }
    return capitalize ? value.charAt(0).toUpperCase() + value.slice(1) : value
  })
  return { text: filled, missing }
}

const TOKEN = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g

/** Replaces {{brand.name}}-style tokens in every string of a props tree; collects unknown tokens. */
export function fillTokens<T>(value: T, tokens: Readonly<Record<string, string>>, unknown: Set<string>): T {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (whole, name: string) => {
      const replacement = tokens[name]
      if (replacement === undefined) {
        unknown.add(name)
        return whole
      }
      return replacement
    }) as T
  }
  if (Array.isArray(value)) return (value as unknown[]).map((item) => fillTokens(item, tokens, unknown)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = fillTokens(item, tokens, unknown)
    return out as T
  }
  return value
}

/** A shallow-per-level merge of override props over base props: objects merge, everything else replaces. */
export function mergeProps(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeProps(current, value) : value
  }
  return out
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

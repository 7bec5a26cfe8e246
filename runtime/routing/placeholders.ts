import { TEMPLATE_NAME, isPriceTemplateName } from '../config/templateNames.ts'

/**
 * Path placeholders ({brand}, {partner}, {solar-partner}, {K|capitalize}) in paths, aliases, params and page
 * names, and the page tokens ({{brand.name}}, {{partner.name}}, {{texts.name}}) of config texts; the template
 * syntax itself is described in runtime/config/templateNames.ts.
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

/** Called for each unknown token, with the path of the string that holds it inside the filled value. */
export type UnknownToken = (name: string, path: Array<string | number>) => void

/**
 * Replaces page tokens ({{brand.name}}, names with a dot) in every string of a props tree; unknown ones are
 * kept and reported. Values without a dot ({{product}}) are left for the block that fills them.
 */
export function fillTokens<T>(
  value: T,
  tokens: Readonly<Record<string, string>>,
  unknown: UnknownToken,
  path: Array<string | number> = [],
  options: { values: 'keep' | 'unknown' } = { values: 'keep' },
): T {
  if (typeof value === 'string') {
    return value.replace(TEMPLATE_NAME, (whole, name: string) => {
      const replacement = tokens[name]
      // Catalogue values belong to the page's catalogue, filled when the page renders (config:check checks the names).
      if (replacement === undefined && isPriceTemplateName(name)) return whole
      if (replacement === undefined) {
        if (!name.includes('.') && options.values === 'keep') return whole
        unknown(name, path)
        return whole
      }
      return replacement
    }) as T
  }
  // A part without tokens is returned as it is, not copied: the pages of thousands of partners made from one
  // template then share everything but the texts that name the partner.
  if (Array.isArray(value)) {
    const items = value as unknown[]
    const filled = items.map((item, i) => fillTokens(item, tokens, unknown, [...path, i], options))
    return (filled.every((item, i) => item === items[i]) ? value : filled) as T
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    let changed = false
    for (const [key, item] of Object.entries(value)) {
      out[key] = fillTokens(item, tokens, unknown, [...path, key], options)
      changed ||= out[key] !== item
    }
    return (changed ? out : value) as T
  }
  return value
}

/** A shallow-per-level merge of override props over base props: objects merge, everything else replaces. */
export function mergeProps(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(override).length === 0) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeProps(current, value) : value
  }
  return out
}

/** A JSON object (not an array, not null): what props merge key by key. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Local storage key of the accessibility toolbar's settings; the head script applies them before paint. */
export const ALLY_KEY = 'harbor_ally'

export interface AllyPreferences {
  /** Steps of text enlargement, 0 (normal) to MAX_TEXT_STEP. */
  textStep: number
  contrast: boolean
  underline: boolean
  /** Whether the toolbar itself is shown. */
  open: boolean
}

export const MAX_TEXT_STEP = 3
export const DEFAULT_ALLY: AllyPreferences = { textStep: 0, contrast: false, underline: false, open: false }

/** Reads stored settings; anything malformed falls back to the defaults rather than breaking the page. */
export function parseAllyPreferences(stored: string | null): AllyPreferences {
  if (!stored) return DEFAULT_ALLY
  try {
    const value = JSON.parse(stored) as Partial<AllyPreferences>
    const step = Number(value.textStep)
    return {
      textStep: Number.isInteger(step) ? Math.min(MAX_TEXT_STEP, Math.max(0, step)) : 0,
      contrast: value.contrast === true,
      underline: value.underline === true,
      open: value.open === true,
    }
  } catch {
    return DEFAULT_ALLY
  }
}

/** The attributes on <html> that the accessibility styles key on (absent = off). */
export function allyAttributes(preferences: AllyPreferences): Record<string, string | null> {
  return {
    'data-ally-text': preferences.textStep > 0 ? String(preferences.textStep) : null,
    'data-ally-contrast': preferences.contrast ? '' : null,
    'data-ally-underline': preferences.underline ? '' : null,
  }
}

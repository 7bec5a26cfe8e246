/**
 * A config:check problem as a sentence a marketer reads at the field ("Heading can't be empty."); the
 * validator's own words and the file:line stay in a details line for developers.
 */
export function sentenceFor(field: string, message: string): string {
  const label = labelOf(field)
  const rules: Array<[RegExp, (m: RegExpExecArray) => string]> = [
    [/must NOT have fewer than 1 characters?/, () => `${label} can't be empty.`],
    [/must NOT have fewer than (\d+) characters/, (m) => `${label} needs at least ${m[1]} characters.`],
    [/must NOT have more than (\d+) characters/, (m) => `${label} can be at most ${m[1]} characters long.`],
    [
      /must NOT have fewer than (\d+) items/,
      (m) => `${label} needs at least ${m[1]} ${m[1] === '1' ? 'item' : 'items'}.`,
    ],
    [/must NOT have more than (\d+) items/, (m) => `${label} can have at most ${m[1]} items.`],
    [/must have required property '([^']+)'/, (m) => `${labelOf(m[1]!)} is needed.`],
    [/must be equal to one of the allowed values/, () => `${label} must be one of the listed choices.`],
    [/must be (?:integer|number)/, () => `${label} must be a number.`],
    [/must be >= (\S+)/, (m) => `${label} must be at least ${m[1]}.`],
    [/must be <= (\S+)/, (m) => `${label} must be at most ${m[1]}.`],
    // The dates' own checks (runtime/config/checkSchedules.ts), in the Dates field's words.
    [
      /^starts after it ends \(([^)]+)\)/,
      (m) => `Hide after must be later than Show from: it would stop showing ${m[1]}, before it starts.`,
    ],
    [/^not a real date or time/, () => `${label}: one of the dates is not a real day; pick it again in the calendar.`],
    [/^ended ([^;]+);/, (m) => `${label}: it ended ${m[1]} and no longer shows; give it a later end, or remove it.`],
  ]
  for (const [pattern, sentence] of rules) {
    const m = pattern.exec(message)
    if (m) return sentence(m)
  }
  // Messages written for people already (the config's own errorMessage texts): the field's name first.
  const text = message.replace(/^must /, 'must ').replace(/\.?$/, '.')
  return `${label} ${text}`
}

/** A prop name as a label: `ctaLabel` → "Cta label", `heading` → "Heading"; labels already in words stay. */
export function labelOf(field: string): string {
  if (/\s/.test(field)) return field
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

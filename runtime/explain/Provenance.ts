/**
 * Where a resolved value of a page came from. Layers, lowest first, as DESIGN.md orders them:
 * site default → shared section → route → partner → query variant. "layout" is the page chrome of
 * site-config/layouts.json; "computed" is a value the runtime derives (a canonical URL, a form id).
 */
export type LayerName =
  'site default' | 'layout' | 'shared section' | 'route' | 'shared item' | 'partner' | 'query variant' | 'computed'

export interface Origin {
  layer: LayerName
  /** The config file the value was written in; empty for computed values. */
  file: string
  /** JSON path of the value in that file. */
  at: Array<string | number>
  /** How a computed value was made, or why a lower layer shows through. */
  note?: string
}

/** One resolved value of the page and the place that set it. */
export interface ExplainedValue {
  /** Dotted name of the value on the page: `heading`, `cta.label`, `phones.sales`. */
  name: string
  value: unknown
  origin: Origin
}

/** A candidate source of one value: the layer that would set it and what it holds there. */
export interface Candidate {
  origin: Origin
  value: unknown
}

/**
 * The origin of a value the runtime resolved: the first candidate, in the order the runtime's rule
 * consults them, holding that very value. The value always comes from the runtime; a value no
 * candidate holds is reported as computed, never misattributed.
 */
export function originOf(
  resolved: unknown,
  candidates: ReadonlyArray<Candidate | null>,
  same: (written: unknown, resolved: unknown) => boolean,
  otherwise = 'set by the runtime',
): Origin {
  for (const candidate of candidates) {
    if (candidate && candidate.value !== undefined && same(candidate.value, resolved)) return candidate.origin
  }
  return { layer: 'computed', file: '', at: [], note: otherwise }
}

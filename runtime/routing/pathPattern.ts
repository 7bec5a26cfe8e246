/** A path template split into segments: fixed text, or a `:name` / `:name?` parameter. */
export type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean }

export function parsePathTemplate(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part }
      const optional = part.endsWith('?')
      return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional }
    })
}

/** Folds what should not change the page: a trailing slash and repeated slashes. */
export function normalizePathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  if (collapsed.length > 1 && collapsed.endsWith('/')) return collapsed.slice(0, -1)
  return collapsed || '/'
}

/**
 * The concrete shapes a template matches: `/a/:b?/:c?` matches `/a`, `/a/:b` and `/a/:b/:c`.
 * Optional parameters may only trail, so dropping them from the end gives every shape.
 */
export function shapesOf(segments: readonly Segment[]): Segment[][] {
  const shapes: Segment[][] = []
  let end = segments.length
  shapes.push(segments.slice(0, end).map(required))
  while (end > 0 && isOptionalParam(segments[end - 1]!)) {
    end--
    shapes.push(segments.slice(0, end).map(required))
  }
  return shapes
}

/** Optional parameters must be the last segments, or shapes would be ambiguous. */
export function optionalParamsTrail(segments: readonly Segment[]): boolean {
  let seenOptional = false
  for (const segment of segments) {
    if (isOptionalParam(segment)) seenOptional = true
    else if (seenOptional) return false
  }
  return true
}

export function isStaticShape(segments: readonly Segment[]): boolean {
  return segments.every((s) => s.kind === 'static')
}

/** Two shapes with the same key match exactly the same URLs. */
export function shapeKey(segments: readonly Segment[]): string {
  return '/' + segments.map((s) => (s.kind === 'static' ? s.value : ':')).join('/')
}

function isOptionalParam(segment: Segment): boolean {
  return segment.kind === 'param' && segment.optional
}

function required(segment: Segment): Segment {
  return segment.kind === 'param' ? { ...segment, optional: false } : segment
}

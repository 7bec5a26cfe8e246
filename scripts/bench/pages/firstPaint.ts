/** Which script files the browser asked for before it first painted the page (pure: recorded timings in). */

export interface ResourceTiming {
  name: string
  initiatorType: string
  /** ms since the navigation started (PerformanceResourceTiming.startTime). */
  startTime: number
}

export interface PaintTiming {
  name: string
  startTime: number
}

/** A script file: by initiator (script tag, module preload link) or by the file name for the rest. */
export function isScript(resource: ResourceTiming): boolean {
  const path = resource.name.split(/[?#]/)[0]!
  return resource.initiatorType === 'script' || /\.m?js$/.test(path)
}

/** The first paint ('first-paint', else 'first-contentful-paint'), or null when the browser reported none. */
export function firstPaintTime(paints: readonly PaintTiming[]): number | null {
  const byName = (name: string) => paints.find((paint) => paint.name === name)?.startTime
  return byName('first-paint') ?? byName('first-contentful-paint') ?? null
}

/**
 * The script files requested before the first paint. Without a paint time every script counts: the page
 * never painted, so nothing was requested after it.
 */
export function scriptsBeforeFirstPaint(
  resources: readonly ResourceTiming[],
  paints: readonly PaintTiming[],
): string[] {
  const paint = firstPaintTime(paints)
  return resources
    .filter((resource) => isScript(resource) && (paint === null || resource.startTime < paint))
    .map((resource) => resource.name)
}

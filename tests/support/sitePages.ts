import type { PageModel } from '../../runtime/PageModel.ts'
import type { SiteRuntime } from '../../runtime/SiteRuntime.ts'
import { NOT_FOUND_URL, sitePaths } from './sitePaths.ts'

/** Every distinct page of the site (sitePaths) but the 404, resolved: what a rule over the whole site's texts reads. */
export function sitePages(runtime: SiteRuntime): Array<{ url: string; page: PageModel }> {
  return sitePaths(runtime)
    .filter(({ url }) => url !== NOT_FOUND_URL)
    .map(({ url }) => ({ url, page: runtime.resolve(url) }))
}

/**
 * Every string inside a JSON value (block props, a page's title), depth first. `shown` picks the values of an
 * object that count (all of them unless a rule says otherwise, e.g. a choice's label the visitor picks).
 */
export function stringsIn(
  value: unknown,
  shown: (object: Record<string, unknown>) => unknown[] = Object.values,
): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, shown))
  if (value && typeof value === 'object')
    return shown(value as Record<string, unknown>).flatMap((item) => stringsIn(item, shown))
  return []
}

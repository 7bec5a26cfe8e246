import type { PageModel, SiteData } from '../PageModel.ts'

/**
 * Which parts of the site-wide data a page's islands read while the server renders them: the navigation's
 * sections (header, contact, footer) and the forms of forms.json they show. The browser then receives only
 * those; what the islands render from is therefore in the page, and the rest (other pages' forms, a footer a
 * layout does not show) stays on the server. Brand, hours, phones, constants and the forms' shared texts are
 * small and read in the browser too (clocks, handlers), so they are always sent.
 */
export interface SiteReads {
  navigation: Set<string>
  formIds: Set<string>
}

const readsByPage = new WeakMap<PageModel, SiteReads>()

/** The page's recorder (one per page model: the render and the page's end share it). */
export function siteReadsOf(model: PageModel): SiteReads {
  let reads = readsByPage.get(model)
  if (!reads) readsByPage.set(model, (reads = { navigation: new Set(), formIds: new Set() }))
  return reads
}

/** The site data as islands see it on the server: the same values, with the reads above recorded. */
export function trackedSite(site: SiteData, reads: SiteReads): SiteData {
  const navigation = recordingKeys(site.navigation, reads.navigation)
  const forms = { ...site.forms, forms: recordingKeys(site.forms.forms, reads.formIds) }
  return { ...site, navigation, forms }
}

/** The site data the browser receives: only the recorded navigation sections and forms, plus `alsoForms`. */
export function trimmedSite(site: SiteData, reads: SiteReads, alsoForms: readonly string[] = []): SiteData {
  const formIds = new Set([...reads.formIds, ...alsoForms])
  return {
    ...site,
    navigation: pick(site.navigation, reads.navigation),
    forms: { ...site.forms, forms: pick(site.forms.forms, formIds) },
  }
}

/** A view of `target` that records each key read (every key when it is listed or copied). */
function recordingKeys<T extends object>(target: T, reads: Set<string>): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'string') reads.add(key)
      return Reflect.get(object, key, receiver) as unknown
    },
    has(object, key) {
      if (typeof key === 'string') reads.add(key)
      return Reflect.has(object, key)
    },
    ownKeys(object) {
      for (const key of Object.keys(object)) reads.add(key)
      return Reflect.ownKeys(object)
    },
  })
}

/** `source` with only `keys`: typed as whole, since the keys left out are the ones no island reads. */
function pick<T extends object>(source: T, keys: ReadonlySet<string>): T {
  return Object.fromEntries(Object.entries(source).filter(([key]) => keys.has(key))) as T
}

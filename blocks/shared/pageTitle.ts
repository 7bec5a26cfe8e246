/** A page title in the site's pattern: "<what> | <brand>". */
export function pageTitle(what: string, brandName: string): string {
  return `${what} | ${brandName}`
}

/** A date from the CMS as readers see it, fixed to the business time zone so server and browser agree. */
export function displayDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Chicago',
  })
}

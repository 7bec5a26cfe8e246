/** A page title in the site's pattern: "<what> | <brand>". */
export function pageTitle(what: string, brandName: string): string {
  return `${what} | ${brandName}`
}

/**
 * A date from the CMS as readers see it. A moment (Strapi's `updatedAt`) is shown in the business time zone, so
 * server and browser agree; a calendar date (YYYY-MM-DD, a post's `date`) is that day wherever it is read.
 */
export function displayDate(iso: string): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(iso)
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    // new Date('YYYY-MM-DD') is that day's midnight in UTC: read in UTC, it stays that day.
    timeZone: calendarDate ? 'UTC' : 'America/Chicago',
  })
}

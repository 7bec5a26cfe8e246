export interface ServiceabilityResult {
  serviceable: boolean
  source: 'list' | 'api' | 'unknown'
}

export interface ServiceabilitySources {
  /** The serviceable list, or null when it was not loaded (never fetched, or the fetch failed). */
  list: ReadonlySet<string> | readonly string[] | null
  /** The per-ZIP check; resolves to null when the API gave no answer. */
  askApi: (zip: string) => Promise<boolean | null>
}

/**
 * ZIP serviceability (spec §5): if the serviceable list was loaded, the ZIP must be in it; otherwise the
 * lead API is asked; a null answer or an error counts as serviceable (spec §8: "the ZIP is treated as
 * serviceable"), because turning a real customer away is worse than a lead outside the area.
 */
export async function checkServiceability(zip: string, sources: ServiceabilitySources): Promise<ServiceabilityResult> {
  const five = fiveDigitZip(zip)
  if (sources.list) {
    const listed =
      sources.list instanceof Set ? sources.list.has(five) : (sources.list as readonly string[]).includes(five)
    return { serviceable: listed, source: 'list' }
  }
  try {
    const answer = await sources.askApi(five)
    if (answer === null || answer === undefined) return { serviceable: true, source: 'unknown' }
    return { serviceable: answer, source: 'api' }
  } catch {
    return { serviceable: true, source: 'unknown' }
  }
}

/** The spec's zip rule is "starts with 5 digits"; only those five digits are compared and sent. */
export function fiveDigitZip(zip: string): string {
  return zip.trim().slice(0, 5)
}

export function isFiveDigitZip(zip: string): boolean {
  return /^[0-9]{5}$/.test(zip)
}

import { useEffect, useRef } from 'react'
import type { ZipLocationAnswer } from '../../services/zip/contract.ts'
import { isFiveDigitZip } from '../../services/zip/index.ts'
import { type InstallationAddress, placeOfZip } from '../../services/checkout/installationAddress.ts'

type PlaceField = 'city' | 'state'

/** GET /api/zip/{zip}/location (server/zip/zipRouter): the ZIP database's places for a ZIP, [] when it failed. */
async function placesOf(zip: string, signal: AbortSignal): Promise<ZipLocationAnswer['details']> {
  try {
    const response = await fetch(`/api/zip/${encodeURIComponent(zip)}/location`, {
      signal,
      headers: { Accept: 'application/json' },
    })
    return response.ok ? ((await response.json()) as ZipLocationAnswer).details : []
  } catch {
    return []
  }
}

/**
 * Fills the installation address's city and state from its ZIP (the shop's, or as typed) with the place the ZIP
 * database names, as the leading checkouts do: only into a field the buyer left empty or that this filled before
 * (what they typed themselves is never overwritten). A lookup that fails fills nothing: the fields stay theirs.
 */
export function useZipPlace(
  zip: string,
  current: (field: PlaceField) => string,
  fill: (field: PlaceField, value: string) => void,
  /** What the server HTML already holds from the ZIP (the loader's zipPlace): filled by the ZIP, not typed. */
  filledBefore: Partial<Pick<InstallationAddress, PlaceField>> = {},
): void {
  const filled = useRef<Partial<Pick<InstallationAddress, PlaceField>>>(filledBefore)
  const latest = useRef({ current, fill })
  useEffect(() => {
    latest.current = { current, fill }
  })
  useEffect(() => {
    if (!isFiveDigitZip(zip)) return
    const lookup = new AbortController()
    void placesOf(zip, lookup.signal).then((details) => {
      if (lookup.signal.aborted) return
      const place = placeOfZip(details)
      for (const field of ['city', 'state'] as const) {
        const value = place[field]
        const now = latest.current.current(field).trim()
        if (!value || (now !== '' && now !== filled.current[field])) continue
        filled.current[field] = value
        latest.current.fill(field, value)
      }
    })
    return () => lookup.abort()
  }, [zip])
}

import { useEffect, useState } from 'react'
import { AVAILABILITY_EVENT, AVAILABILITY_LINES, type AvailabilityLine } from '../../services/hours/availabilityBootScript.ts'

/** Sales, support, offer and countdown availability as the page shows it; `known` is false until hydrated. */
export type VisitorAvailability = { known: boolean } & Record<AvailabilityLine, boolean>

const UNKNOWN: VisitorAvailability = { known: false, sales: false, support: false, offer: false, countdown: false, notFoundSales: false }

/** What the head's boot script decided, read from <html>; null when it did not run (no model, script failed). */
function readDecided(): VisitorAvailability | null {
  const root = document.documentElement
  if (!root.hasAttribute(AVAILABILITY_LINES.sales)) return null
  const open = (line: AvailabilityLine) => root.getAttribute(AVAILABILITY_LINES[line]) === 'open'
  return { known: true, sales: open('sales'), support: open('support'), offer: open('offer'), countdown: open('countdown'), notFoundSales: open('notFoundSales') }
}

/**
 * Availability is decided before the first paint by the inline boot script (services/hours/availabilityBootScript.ts),
 * which marks <html>; CSS shows the matching variant of every ByAvailability element from the server HTML on.
 * This hook only lets hydrated components follow it (and its minute re-check): the first render is the unknown
 * state, exactly as on the server, so hydration never mismatches; no code chunk is loaded for it.
 */
export function useAvailability(): VisitorAvailability {
  const [availability, setAvailability] = useState<VisitorAvailability>(UNKNOWN)
  useEffect(() => {
    const follow = () => setAvailability((current) => {
      const decided = readDecided()
      if (!decided) return current
      const same = (Object.keys(decided) as Array<keyof VisitorAvailability>).every((key) => decided[key] === current[key])
      return same ? current : decided
    })
    follow()
    window.addEventListener(AVAILABILITY_EVENT, follow)
    return () => window.removeEventListener(AVAILABILITY_EVENT, follow)
  }, [])
  return availability
}

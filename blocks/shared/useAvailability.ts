import { useEffect, useState } from 'react'
import {
  AVAILABILITY_EVENT,
  AVAILABILITY_LINES,
  type AvailabilityLine,
} from '../../services/hours/availabilityBootScript.ts'
import type { HoursConfig } from '../../schemas/generated/hours.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'

/** Sales, e-commerce sales, support, offer and countdown availability as the page shows it; `known` is false until hydrated. */
export type VisitorAvailability = { known: boolean } & Record<AvailabilityLine, boolean>

const UNKNOWN: VisitorAvailability = {
  known: false,
  sales: false,
  ecommSales: false,
  support: false,
  offer: false,
  countdown: false,
  notFoundSales: false,
}

/** What the head's boot script decided, read from <html>; null when it did not run (no model, script failed). */
function readDecided(): VisitorAvailability | null {
  const root = document.documentElement
  if (!root.hasAttribute(AVAILABILITY_LINES.sales)) return null
  const open = (line: AvailabilityLine) => root.getAttribute(AVAILABILITY_LINES[line]) === 'open'
  return {
    known: true,
    sales: open('sales'),
    ecommSales: open('ecommSales'),
    support: open('support'),
    offer: open('offer'),
    countdown: open('countdown'),
    notFoundSales: open('notFoundSales'),
  }
}

/**
 * Availability is decided before the first paint by the inline boot script (services/hours/availabilityBootScript.ts),
 * which marks <html>; CSS shows the matching variant of every ByAvailability element from the server HTML on.
 * This hook only lets hydrated components follow it (and its minute re-check): the first render is the unknown
 * state, exactly as on the server, so hydration never mismatches; no code chunk is loaded for it.
 */
export function useAvailability(): VisitorAvailability {
  const { hours } = useSiteData()
  // A preview (the studio's simulator) sets the visitor's clock and query; the site never does.
  const { now: clock, search } = useVisitorOverrides()
  const [availability, setAvailability] = useState<VisitorAvailability>(UNKNOWN)
  useEffect(() => {
    if (clock) return simulate(hours, clock, search, setAvailability)
    const follow = () =>
      setAvailability((current) => {
        const decided = readDecided()
        if (!decided) return current
        const same = (Object.keys(decided) as Array<keyof VisitorAvailability>).every(
          (key) => decided[key] === current[key],
        )
        return same ? current : decided
      })
    follow()
    window.addEventListener(AVAILABILITY_EVENT, follow)
    return () => window.removeEventListener(AVAILABILITY_EVENT, follow)
  }, [hours, clock, search])
  return availability
}

/**
 * The studio's preview: availability at the simulated clock and query, from the same hours rules the boot
 * script is tested against (services/hours), loaded only here. Returns the effect's clean-up.
 */
function simulate(
  hours: HoursConfig,
  clock: () => number,
  search: string | undefined,
  set: (availability: VisitorAvailability) => void,
): () => void {
  let cancelled = false
  void import('../../services/hours/index.ts').then(({ availabilityFor }) => {
    if (!cancelled) set({ known: true, ...availabilityFor(hours, clock(), search ?? window.location.search) })
  })
  return () => {
    cancelled = true
  }
}

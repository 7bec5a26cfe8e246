import { useEffect, useState } from 'react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'
import { closedDateAt, nextSalesOpening, nextSupportOpening, type NextOpening } from '../../services/hours/index.ts'
import { useAvailability } from './useAvailability.ts'

export interface ClosedToday {
  name: string
  opening: NextOpening | null
}

/**
 * Today's holiday when the company is closed today (hours.json closedDates), and when `line` (sales unless named)
 * opens next; null on other days. Read once the page knows the hour (after hydration, with useAvailability's decision and its minute
 * re-check), so the server HTML and the first render stay the fixed hours, true on any day.
 */
export function useClosedToday(line: 'sales' | 'support' = 'sales'): ClosedToday | null {
  const { hours } = useSiteData()
  // A preview (the studio's simulator) sets the visitor's clock; the site never does.
  const { now } = useVisitorOverrides()
  const availability = useAvailability()
  const [today, setToday] = useState<ClosedToday | null>(null)
  useEffect(() => {
    if (!availability.known) return
    const instant = now?.() ?? Date.now()
    const name = closedDateAt(hours, instant)
    const opening = line === 'support' ? nextSupportOpening(hours, instant) : nextSalesOpening(hours, instant)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's clock is read after hydration, so the first client render matches the server HTML
    setToday(name === undefined ? null : { name, opening })
  }, [availability, hours, now, line])
  return today
}

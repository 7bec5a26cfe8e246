import { useEffect, useState } from 'react'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { useVisitorOverrides } from '../../runtime/render/VisitorOverrides.tsx'

/** Sales and support availability as the chrome shows it; `known` is false until the browser has checked. */
export interface VisitorAvailability {
  known: boolean
  sales: boolean
  support: boolean
  /** The 404 page's own reading of sales availability (spec 2.11). */
  notFoundSales: boolean
}

/**
 * Pages are prerendered, so hours cannot be decided on the server: the HTML carries the safe default
 * (everything closed: no call or text links, the fixed hours shown) and the browser decides after
 * hydration at the visitor's current time, then re-checks every minute so an open page flips at 22:00.
 */
const CLOSED: VisitorAvailability = { known: false, sales: false, support: false, notFoundSales: false }
const RECHECK_MS = 60_000

export function useAvailability(): VisitorAvailability {
  const { hours } = useSiteData()
  // A preview (the studio's simulator) may set the visitor's clock and query.
  const { now: clock, search } = useVisitorOverrides()
  const [availability, setAvailability] = useState<VisitorAvailability>(CLOSED)
  useEffect(() => {
    let timer: number | undefined
    let cancelled = false
    // The hours rules need luxon (time zones); loading them after hydration keeps that library off the
    // path to an interactive page. Until then the safe default stands, exactly as before the first check.
    void import('../../services/hours/index.ts').then(({ availabilityAt, isNotFoundSalesAvailable, isOffHoursForced }) => {
      if (cancelled) return
      const check = () => {
        const now = clock ? clock() : Date.now()
        const forceOffHours = isOffHoursForced(search ?? window.location.search)
        const { sales, support } = availabilityAt(hours, now, { forceOffHours })
        setAvailability({ known: true, sales, support, notFoundSales: isNotFoundSalesAvailable(hours, now, forceOffHours) })
      }
      check()
      timer = window.setInterval(check, RECHECK_MS)
    })
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [hours, clock, search])
  return availability
}

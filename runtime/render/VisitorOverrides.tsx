import { createContext, useContext } from 'react'
import type { SessionView } from '../../services/auth/index.ts'

/**
 * What a page reads about the visitor in the browser (the clock, the query, local storage, the session),
 * replaced for a preview. The site never provides it, so blocks read the real browser; the studio's
 * simulator provides it to render a page as a given visitor would see it.
 */
export interface VisitorOverrides {
  /** The visitor's clock, in milliseconds since the epoch. */
  now?: () => number
  /** The query string of the visitor's URL (`?utm_source=…`), in place of window.location.search. */
  search?: string
  /** Whether this browser has already sent a lead (spec §4.2). */
  leadSubmitted?: boolean
  /** The visitor's session as GET /api/session would answer it. */
  session?: SessionView
  /** The ZIP this visitor checked on an earlier visit (the shop keeps it), in place of the stored one; '' for none. */
  zip?: string
}

const NO_OVERRIDES: VisitorOverrides = {}
const VisitorOverridesContext = createContext<VisitorOverrides>(NO_OVERRIDES)

export const VisitorOverridesProvider = VisitorOverridesContext.Provider

export function useVisitorOverrides(): VisitorOverrides {
  return useContext(VisitorOverridesContext)
}

import type { AccountOverview, PlanTable } from '../../services/auth/index.ts'

export interface AccountOverviewData {
  /**
   * The catalogue's plan names and monthly prices (public data), for naming the plans of a session the browser
   * reads (GET /api/session) when the server rendered none. Null when the catalogue cannot be read: the plan rows
   * are then left out, never guessed.
   */
  plans: PlanTable | null
  /**
   * The signed-in customer's account as the page shows it, rendered into the server HTML (issue 25: the page works
   * without scripts), or null when the server has no session for the request (prerendering, the studio's
   * preview). Only what the page shows: it is serialised into the page for hydration.
   */
  account: AccountOverview | null
}

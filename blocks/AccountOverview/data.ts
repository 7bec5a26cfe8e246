import type { PlanTable } from '../../services/auth/index.ts'

/** The catalogue's plan names and monthly prices (public data): the browser joins them with the session's sites. */
export interface AccountOverviewData {
  /** Null when the catalogue cannot be read: the plan rows are then left out, never guessed. */
  plans: PlanTable | null
}

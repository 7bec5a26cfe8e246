/** Customer sign-in: the return-place rule, customer info of §3.2, login state of §3.3 and §4.1. */
export { DEFAULT_RETURN_PLACE, safeReturnPlace } from './returnPlace.ts'
export {
  type CustomerInfo,
  type CustomerSite,
  type SiteListEntry,
  customerInfoFromResponse,
  firstNameOf,
  needsCustomerInfo,
  siteList,
} from './customerInfo.ts'
export {
  LOGIN_VALIDITY_SECONDS,
  LOGGED_OUT,
  SIGNED_OUT_VIEW,
  type LoginState,
  type SessionView,
  type StartDecision,
  decideAppStart,
  isLoginValid,
} from './loginState.ts'
export { type AuthActions, type AuthState, type AuthStore, createAuthStore } from './authStore.ts'
export { AUTH_PATHS, signInHref } from './paths.ts'
export { type AccountOverview, type AccountSite, accountOverviewOf } from './accountOverview.ts'
export {
  type MonthlyCharge,
  type PlanTable,
  type SiteBilling,
  type SitePlanView,
  type SiteServices,
  monthlyTotal,
  planTableOf,
  sitePlanView,
} from './sitePlans.ts'

/** The spec's package texts (§9.4); callers may pass their own from config. */
export interface PackageTexts {
  /** Financing terms shown after the monthly price. */
  financingTerms: string
  /** Shown for monitoring and installation when they cost nothing. */
  free: string
  /** After a one-time amount (the activation fee), so it never reads as monthly (issue 17). */
  oneTime: string
}

export const DEFAULT_PACKAGE_TEXTS: PackageTexts = {
  financingTerms: 'at 0% APR for 9 months.',
  free: 'Free',
  oneTime: 'one-time',
}

/** The financing provider's term (spec §1, §9.4): monthly price over 48 months. */
export const FINANCING_MONTHS = 48

/**
 * The smallest purchase the 0% APR offer finances: the site's own financing terms (the footer's and
 * the terms page's legal text) say "purchases of $599 or more", so no financing line shows below it.
 */
export const FINANCING_MINIMUM = 599

/** Bill code of the protection-plan add-on (spec §9.4). */
export const PROTECTION_PLAN_BILL_CODE = 'BHPNEW'

/** Item types never shown as package contents (spec §3.4). */
export const HIDDEN_ITEM_TYPES: ReadonlySet<string> = new Set(['Activation Fee', 'RMR'])

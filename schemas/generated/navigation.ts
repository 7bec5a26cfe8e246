/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/navigation.schema.json; edit the schema and run it again.
 */

/**
 * Header and footer navigation (spec 2.8, 2.9).
 */
export interface NavigationConfig {
  $schema?: string
  header: {
    items: {
      label: string
      href: string
      external?: boolean
      action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
      children?: {
        label: string
        href: string
        external?: boolean
        action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
      }[]
    }[]
    scheduleButton: {
      label: string
      href: string
      external?: boolean
      action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
    }
    /**
     * The header's Sign In link, shown by layouts whose SiteHeader sets showSignIn.
     */
    signIn: {
      label: string
      href: string
      external?: boolean
      action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
    }
  }
  footer: {
    quickLinks: {
      label: string
      href: string
      external?: boolean
      action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
    }[]
    columns: {
      heading: string
      links: {
        label: string
        href: string
        external?: boolean
        action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
      }[]
    }[]
    social: {
      network: string
      label: string
      href: string
    }[]
    accessibility?: {
      toggleLabel: string
      link: {
        label: string
        href: string
        external?: boolean
        action?: 'signIn' | 'getQuote' | 'toggleAccessibility' | 'liveChat'
      }
    }
    disclaimers: {
      monitoringCommitment: string
      financing: string
      servicePlan: string
      partnerOffer: string
    }
  }
}

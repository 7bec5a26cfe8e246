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
    cartLink: CartLinkTexts
  }
  footer: {
    /**
     * Quick Links (spec 2.9). The sign-in entry is {"action": "signIn"} alone: its words are account.signIn, the header's text too (one text), and once signed in it shows the customer's name, My Account and Sign Out.
     */
    quickLinks: (FooterSignIn | FooterQuickLink)[]
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
    reviews: ReviewsBadgeConfig
    allyToolbar: AllyToolbarTexts
    quickLinksHeading: string
    socialHeading: string
    /**
     * Below 768 px the page's disclaimers fold under this heading (as the link columns do), to be opened by a tap or by a link to one of them; from 768 px they are shown as they are, with no heading.
     */
    disclaimersHeading: string
    copyright?: string
  }
  account: AccountTexts
  contact: ContactTexts
}
/**
 * The header's link to the cart, shown on every page while the browser's cart holds something (never on a header whose showCart is off, such as the checkout's).
 */
export interface CartLinkTexts {
  /**
   * The word beside the cart's picture and its number of pieces, where the header has room for it.
   */
  label: string
  /**
   * What a screen reader calls the link with one piece in the cart; {{count}} is 1.
   */
  nameOne: string
  /**
   * What a screen reader calls the link with more pieces; {{count}} is their number.
   */
  nameOther: string
  /**
   * The cart view (on a partner's page, the partner's shop's).
   */
  href: string
}
export interface FooterSignIn {
  action: 'signIn'
}
export interface FooterQuickLink {
  label: string
  href: string
  external?: boolean
}
/**
 * The review widget the footer loads after the delay (spec 2.9, 9.8); without a provider script the local badge shows these figures.
 */
export interface ReviewsBadgeConfig {
  heading: string
  rating: number
  reviewCount: number
  sourceLabel: string
  href: string
  providerScriptUrl?: string
}
/**
 * Labels of the accessibility toolbar the footer button toggles.
 */
export interface AllyToolbarTexts {
  label: string
  larger: string
  smaller: string
  reset: string
  contrast: string
  underline: string
}
/**
 * Texts of the sign-in controls in the header and footer, and of the branded account pages (sign-in, move request).
 */
export interface AccountTexts {
  /**
   * The link for a visitor who is not signed in (header and footer).
   */
  signIn: string
  /**
   * The button that signs the customer out (header menu and footer).
   */
  signOut: string
  /**
   * The link to the customer's account (header menu, footer, the branded sign-in and move pages).
   */
  myAccount: string
  /**
   * Before the customer's first name in the footer.
   */
  signedInAs: string
  /**
   * The header menu's link to request a move.
   */
  moveRequest: string
  /**
   * Shown instead of a first name when the customer's record has none.
   */
  menuFallbackName: string
  /**
   * What a screen reader hears for the header menu button, before the first name.
   */
  menuLabel: string
}
/**
 * Texts of the Sales and Support contact groups in the header and footer (spec 2.8, 2.9).
 */
export interface ContactTexts {
  salesToggle: string
  supportToggle: string
  newCustomers: string
  existingCustomers: string
  salesCenter: string
  supportCenter: string
  available: string
  offline: string
  call: string
  text: string
  chat: string
  chatFooter: string
  getAQuote: string
  liveChat: string
  tapForDetails: string
  close: string
  menu: string
  contactHeading: string
  salesHeading: string
  supportHeading: string
  /**
   * Shown instead of the support call link while support is offline (spec 4.10): says when phone support opens. {{hours}} is the support hours text of hours.json.
   */
  supportCallClosed: string
  /**
   * The support call line while phone support is closed once the page knows when it opens next, decided before the first paint ("Phone support opens tomorrow at 8 AM CT. Call us Mon-Sat 8am-8pm CT."). {{when}} is the next opening in the form texts' words, {{hours}} the support hours text of hours.json. Absent: supportCallClosed alone.
   */
  supportCallOpensNext?: string
  /**
   * The embedded sign-in and move pages' header link while phone support is offline: texting support, answered 24/7. {{phone}} is the support text number.
   */
  textSupport: string
  helpCenter: {
    label: string
    href: string
  }
}

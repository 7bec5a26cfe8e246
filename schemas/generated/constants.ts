/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/constants.schema.json; edit the schema and run it again.
 */

/**
 * Business constants of spec 9.3-9.8.
 */
export interface ConstantsConfig {
  $schema?: string
  forms: {
    progressSteps: number[]
    zipFocusDelayMs: number
    stepThreeDelayMs: number
    scrollToThanksOffsets: number[]
    mobileWidthPx: number
    utmParameters: string[]
    clickIdCookies: {
      [k: string]: string
    }
  }
  display: {
    navTransparentUntilPx: number
    modalWaitTimeoutMs: number
    modalWaitIntervalMs: number
    carouselIntervalMs: number
    paginationMaxPages: number
    reviewWidgetDelayMs: number
    chunkReloadGuardMs: number
    chunkLoadTimeoutMs: number
    fetchDelayMs: number
    shareWindow: {
      width: number
      height: number
    }
    chatBubbleHiddenBelowPx: {
      wide: number
      narrow: number
    }
  }
  images: {
    format: 'webp' | 'avif' | 'jpeg'
    quality: number
    thumbnail: {
      format: 'webp' | 'avif' | 'jpeg'
      width: number
      height: number
      quality: number
    }
    hero: {
      format: 'webp' | 'avif' | 'jpeg'
      width: number
      height: number
      quality: number
    }
  }
  cookies: {
    maxAgeSeconds: number
  }
  financing: {
    /**
     * Spec 9.4's financing terms text, word for word, set apart after the monthly figure (termsText) wherever financing is offered: package cards, cart, payment. The figure itself is the negotiated price divided by 48, the spec's term.
     */
    aprText: string
    /**
     * The financing offer wherever it shows (package cards, cart, payment), after each place's own lead-in ("Or"): {{monthly}} is spec 9.4's figure as "$15.62/mo.", {{payments}} the number of payments (48). termsText follows it (seventh walkthrough E14: "48 payments of $15.62/mo. at 0% APR for 9 months." read as self-contradictory).
     */
    offerText: string
    /**
     * After offerText, the terms set apart: {{terms}} is aprText ("Financing terms: at 0% APR for 9 months."). On the package cards and the cart it links to the footer's financing disclaimer.
     */
    termsText: string
  }
  /**
   * Words the shop's cart and the order page share, written once so every total says the same.
   */
  checkout: {
    /**
     * Beside every total (the cart's, the order summary's, the payment step's and the confirmation's): the totals are before sales tax, which the catalogue does not hold ("Plus applicable sales tax.").
     */
    salesTaxText: string
    /**
     * A cart or order of devices without a package (rater D10): the devices need a Harbor panel and monitoring, so it says so before checkout and on the order page, with a way to sign in or to add a package.
     */
    addonsOnly: {
      /**
       * What the devices need ("These devices work with a Harbor system…").
       */
      text: string
      /**
       * The link to the site's sign-in (it returns to the page it was followed from).
       */
      signInLabel: string
      /**
       * The link to the shop's packages.
       */
      addPackageLabel: string
      /**
       * Where the shop's packages are (a path of this site).
       */
      addPackageHref: string
    }
  }
  leads: {
    defaultLeadSource: string
    diyLeadSource: string
    sendToCrm: boolean
  }
  frame: FrameConstants
}
/**
 * Texts and settings of the site's frame: maintenance notice, tag manager, chat panel.
 */
export interface FrameConstants {
  maintenance: {
    heading: string
    message: string
  }
  /**
   * Host names on which the tag-manager container loads; anywhere else (local, tests, previews) it stays inert.
   */
  tagManagerHosts: string[]
  /**
   * The chat panel the bubble, "Live Chat" and "Chat: Click Here" open (blocks/ChatBubble), and the embedded chat agent's automatic reply (server/embedded/chat).
   */
  chat: {
    bubbleLabel: string
    panelHeading: string
    /**
     * Above the conversation while support is open.
     */
    availableText: string
    /**
     * Above the conversation while support is closed: when a person answers.
     */
    offlineText: string
    /**
     * The message list's accessible name.
     */
    conversationLabel: string
    /**
     * Who wrote a visitor's message.
     */
    youLabel: string
    /**
     * Who wrote a message of the support team (a person or the automatic reply).
     */
    agentLabel: string
    /**
     * The textarea's label.
     */
    messageLabel: string
    sendLabel: string
    sendingLabel: string
    /**
     * When the site could not take a message (network, chat unavailable); the server's own words come first when it gave some.
     */
    sendFailed: string
    /**
     * When this address sent more messages or started more conversations than the chat's limits allow.
     */
    limitedText: string
    /**
     * The embedded agent's answer to a conversation's first message. Chat is answered 24/7 (spec 9.1: "Text and chat support are available 24/7."), so it is the same at every hour; {{textNumber}} is the text line.
     */
    autoReply: string
    closeLabel: string
    /**
     * The close button at the top of the full-screen panel on phones (below the sm breakpoint).
     */
    closeChatLabel: string
    textUsLabel: string
    /**
     * The optional e-mail or phone field's label, shown while phone support is closed (rater report 7, E6).
     */
    contactLabel: string
    /**
     * When the optional contact is neither an e-mail address nor a 10-digit phone number.
     */
    contactInvalid: string
    /**
     * In place of the contact field once the contact is kept with the conversation.
     */
    contactSavedText: string
    /**
     * Added to the bubble's accessible name when one reply is unread.
     */
    unreadOne: string
    /**
     * Added to the bubble's accessible name when several replies are unread; {{count}} is how many.
     */
    unreadMany: string
    providerScriptUrl?: string
  }
}

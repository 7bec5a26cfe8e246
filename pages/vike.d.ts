import type { EmotionCache } from '@emotion/cache'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'
import type { SignedInCustomer } from '../runtime/PageModel.ts'
import type { VisitDetails } from '../runtime/render/BlockServices.ts'
import type { PostedLeadForm } from '../services/leads/postedForm.ts'
import type { SiteServices } from '../server/siteServices.server.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Passed by the server in pageContextInit; absent while prerendering. */
      siteRuntime?: SiteRuntime
      /** The server's clients for block loaders (server/siteServices), passed likewise; absent while prerendering. */
      siteServices?: SiteServices
      /** Server only: this request's Emotion cache and the style tags extracted from its HTML. */
      /** The request's signed-in customer (server/pageHandler): the page shows them signed in from its HTML. */
      signedInCustomer?: SignedInCustomer | null
      /** The request's visit details (server/pageHandler), for loaders that fill a form in; absent while prerendering. */
      visitDetails?: VisitDetails
      /** A lead form's state after a post without scripts (server/leads/leadFormPosts); absent while prerendering. */
      postedLeadForm?: PostedLeadForm
      /** The browser sent a lead without scripts (server/leads/leadSubmittedCookie); absent while prerendering. */
      leadSubmitted?: boolean
      /** Today's closed date when it is one (server/closedToday.server.ts); absent while prerendering and on other days. */
      closedToday?: string
      emotionCache?: EmotionCache
      emotionStyleTags?: string
    }
  }
}

export {}

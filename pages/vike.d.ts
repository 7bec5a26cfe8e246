import type { EmotionCache } from '@emotion/cache'
import type { SiteRuntime } from '../runtime/SiteRuntime.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** Passed by the server in pageContextInit; absent while prerendering. */
      siteRuntime?: SiteRuntime
      /** Server only: this request's Emotion cache and the style tags extracted from its HTML. */
      emotionCache?: EmotionCache
      emotionStyleTags?: string
    }
  }
}

export {}

import createCache, { type EmotionCache } from '@emotion/cache'

/** One key for server and browser, so the browser adopts the style tags the server extracted. */
export const EMOTION_KEY = 'hb'

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY })
}

import createCache, { type EmotionCache } from '@emotion/cache'

/** One key for server and browser, so the browser adopts the style tags the server extracted. */
export const EMOTION_KEY = 'hb'

/**
 * `nonce`: the response's CSP nonce on the server (the extracted <style> tags carry it). In the browser,
 * Emotion runs in speedy mode: it creates empty <style> elements and adds rules through the CSSOM, which
 * the Content-Security-Policy allows without 'unsafe-inline' (server/security/contentSecurityPolicy).
 */
export function createEmotionCache(options: { nonce?: string | null; speedy?: boolean } = {}): EmotionCache {
  return createCache({
    key: EMOTION_KEY,
    ...(options.nonce ? { nonce: options.nonce } : {}),
    ...(options.speedy !== undefined ? { speedy: options.speedy } : {}),
  })
}

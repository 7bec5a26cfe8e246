import { CacheProvider, type EmotionCache } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { createEmotionCache } from '../runtime/render/emotion/emotionCache.ts'

let browserCache: EmotionCache | undefined

/** Gives Emotion the request's cache on the server and one long-lived cache in the browser. */
/** The nonce the server gave this response's scripts (none on prerendered pages); the browser hides the attribute but keeps the property. */
function pageNonce(): string | null {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || null
}

export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const cache = import.meta.env.SSR
    ? pageContext.emotionCache!
    : (browserCache ??= createEmotionCache({ speedy: true, nonce: pageNonce() }))
  return <CacheProvider value={cache}>{children}</CacheProvider>
}

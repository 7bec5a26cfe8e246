import { CacheProvider, type EmotionCache } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { createEmotionCache } from '../runtime/render/emotion/emotionCache.ts'

let browserCache: EmotionCache | undefined

/** Gives Emotion the request's cache on the server and one long-lived cache in the browser. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const cache = import.meta.env.SSR ? pageContext.emotionCache! : (browserCache ??= createEmotionCache())
  return <CacheProvider value={cache}>{children}</CacheProvider>
}

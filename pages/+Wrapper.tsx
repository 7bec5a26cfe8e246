import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** Gives Emotion the request's cache (the page renders on the server only; islands bring their own in the browser). */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  return <CacheProvider value={pageContext.emotionCache!}>{children}</CacheProvider>
}

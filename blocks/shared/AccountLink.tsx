import { useEffect, useState } from 'react'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'

export interface AccountLinkProps {
  className?: string
  variant?: 'header' | 'footer'
}

/**
 * The Sign In link of the header and footer: starts the sign-in flow and comes back to this page.
 * The sign-in feature replaces this with a signed-in-aware version; keep the props this small.
 */
export function AccountLink({ className }: AccountLinkProps) {
  const { canonicalPath } = usePageContextData()
  // The server knows the page, the browser also knows its query string: return exactly where the visitor was.
  const [returnTo, setReturnTo] = useState(canonicalPath)
  useEffect(() => setReturnTo(window.location.pathname + window.location.search), [])
  return (
    <a className={className} href={`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`}>
      Sign In
    </a>
  )
}

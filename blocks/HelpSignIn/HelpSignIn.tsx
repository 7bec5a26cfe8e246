import { css } from '@emotion/react'
import type { MouseEvent } from 'react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpSignInProps } from '../../schemas/generated/blocks/HelpSignInProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { Container } from '../shared/layout.tsx'
import { RETURN_TO_STORAGE_KEY, signInHref, siteRelativeReturnPath } from './returnTo.ts'

/**
 * "Sign in" from a help-center page: the link carries the page as `returnTo`, and a click also keeps it in
 * session storage, so the customer comes back to the article they were reading (spec 2.5).
 */
export function HelpSignIn({ id, props }: BlockProps<HelpSignInProps>) {
  const { pathname, query } = usePageContextData()
  const loginPath = props.loginPath
  // The header's and footer's sign-in words unless this page names the link itself: one text in the config.
  const { account } = useSiteData().navigation
  const linkLabel = props.linkLabel ?? account.signIn
  // The server knows the path and the declared query; in the browser the click reads the exact address.
  const search = new URLSearchParams(query).toString()
  const href = signInHref(loginPath, `${pathname}${search ? `?${search}` : ''}`)
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    const here = siteRelativeReturnPath(`${window.location.pathname}${window.location.search}`)
    try {
      window.sessionStorage.setItem(RETURN_TO_STORAGE_KEY, here)
    } catch {
      // Storage can be unavailable (private modes); the returnTo parameter still carries the place.
    }
    event.currentTarget.href = signInHref(loginPath, here)
  }
  return (
    <aside id={id} aria-label={linkLabel} css={css`background: #f4f6f9; padding: 0.75rem 0;`}>
      <Container css={css`display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center;`}>
        <p css={css`margin: 0;`}>{props.text}</p>
        <a href={href} onClick={remember} data-return-to-link css={css`font-weight: 700;`}>
          {linkLabel}
        </a>
      </Container>
    </aside>
  )
}

import { css } from '@emotion/react'
import { useEffect, useId, useRef, useState } from 'react'
import { AUTH_PATHS, firstNameOf } from '../../services/auth/index.ts'
import type { AccountTexts } from '../../schemas/generated/navigation.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { useAuthState, useCurrentPlace } from './authSession.ts'

export interface AccountLinkProps {
  className?: string
  variant?: 'header' | 'footer'
}

/**
 * "Sign In" for visitors (the customer lands on the account afterwards: issue 25 item 7; a page that needs
 * the sign-in, such as the help center's, links with its own return place), and for a signed-in customer their first
 * name with an account menu (header) or "Sign Out" (footer). A page rendered for a signed-in customer says
 * so from its HTML (context.signedIn); otherwise the login state is read from GET /api/session after
 * hydration, the signed-out look shown until then in a slot of fixed size, so nothing around it moves.
 */
export function AccountLink({ className, variant = 'header' }: AccountLinkProps) {
  const { pathname, signedIn: renderedFor } = usePageContextData()
  // The words are the site's (navigation.json "account"), like the rest of the header and footer.
  const texts = useSiteData().navigation.account
  const place = useCurrentPlace(pathname)
  const auth = useAuthState()
  // Until the browser has asked, a page rendered for a signed-in customer already names them (server HTML).
  const signedIn = auth === null ? renderedFor !== undefined : auth.is_logged_in === true
  const firstName = auth === null ? (renderedFor?.firstName ?? null) : firstNameOf(auth.user_data)
  const state = auth === null && renderedFor === undefined ? 'unknown' : signedIn ? 'signed-in' : 'signed-out'
  return (
    <span className={className} css={[slot, variant === 'header' && slotEnd]} data-account-state={state}>
      {!signedIn ? (
        <a href={AUTH_PATHS.login} css={linkLook}>
          {texts.signIn}
        </a>
      ) : variant === 'header' ? (
        <AccountMenu firstName={firstName ?? texts.menuFallbackName} place={place} texts={texts} />
      ) : (
        <span css={footerSignedIn}>
          <span>
            {texts.signedInAs} <strong>{firstName ?? texts.menuFallbackName}</strong>
          </span>
          <a href={AUTH_PATHS.account}>{texts.myAccount}</a>
          <SignOutButton place={place} label={texts.signOut} />
        </span>
      )}
    </span>
  )
}

function AccountMenu({ firstName, place, texts }: { firstName: string; place: string; texts: AccountTexts }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('click', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('click', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])
  return (
    <span ref={root} css={css`position: relative; display: inline-block;`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${texts.menuLabel} ${firstName}`}
        title={firstName}
        onClick={() => setOpen(!open)}
        css={[buttonAsLink, nameButton]}
      >
        {/* A long name is cut with an ellipsis so the header keeps its place; the label and title carry it whole. */}
        <span css={nameText}>{firstName}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} hidden={!open} css={menuList}>
        <li>
          <a href={AUTH_PATHS.account}>{texts.myAccount}</a>
        </li>
        <li>
          <a href={AUTH_PATHS.moveRequest}>{texts.moveRequest}</a>
        </li>
        <li>
          <SignOutButton place={place} label={texts.signOut} />
        </li>
      </ul>
    </span>
  )
}

/**
 * Sign-out is a POST (never a link), so another site cannot sign a customer out; a plain form, so it works
 * without scripts (the account page offers it in its own list, since the header's menu needs a script to open).
 */
export function SignOutButton({ place, label }: { place: string; label: string }) {
  return (
    <form method="post" action={AUTH_PATHS.logout} css={css`display: inline; margin: 0;`}>
      <input type="hidden" name="returnTo" value={place} />
      <button type="submit" css={buttonAsLink}>
        {label}
      </button>
    </form>
  )
}

/*
 * A slot of fixed least width, so the signed-out look shown until the session is known and the name shown
 * after take the same room; its content sits at the slot's end, so any spare room falls before "Sign In"
 * (beside the gap the header has there anyway), not as an empty gap between it and the next control (header).
 */
const slot = css`
  display: inline-block;
  min-width: 6.5rem;
`
const slotEnd = css`
  text-align: end;
`

/* No wider than the Sign In slot, so a signed-in header takes the room a signed-out one does. */
const nameButton = css`
  display: inline-flex;
  align-items: baseline;
  gap: 0.3rem;
  max-width: 6.5rem;
  font-weight: 700;
  white-space: nowrap;
`

const nameText = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`

const footerSignedIn = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
  a {
    color: inherit;
  }
`

const linkLook = css`
  color: inherit;
`

const buttonAsLink = css`
  background: none;
  border: 0;
  padding: 0;
  margin: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`

const menuList = css`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 20;
  min-width: 12rem;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  background: #fff;
  color: #1d2433;
  border-radius: 0.5rem;
  box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.2);
  li > a,
  li button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.5rem 1rem;
    color: #1d2433;
  }
`

import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import { type AccountOverview as AccountView, accountOverviewOf, signInHref } from '../../services/auth/index.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { Container, Section } from '../shared/layout.tsx'
import { useAuthState } from '../shared/authSession.ts'
import { SignOutButton } from '../shared/AccountLink.tsx'
import type { AccountOverviewData } from './data.ts'
import { SiteCards } from './SiteCards.tsx'
import { LabelledPairs } from './LabelledPairs.tsx'

/**
 * The account area. The layout requires sign-in, and the page is rendered per request: the server renders the
 * signed-in customer's details, sites, plans and bills into the HTML (data.account, from the session), so the page
 * is whole before scripts run or without them, and hydration keeps it as it is. Only a session that ended since
 * (GET /api/session answers signed out) changes it. Without a server-rendered account (the studio's preview) the
 * details come from GET /api/session in the browser.
 */
export function AccountOverview({ id, props, data }: BlockProps<AccountOverviewProps, AccountOverviewData>) {
  const auth = useAuthState()
  const { pathname } = usePageContextData()
  const account = data.account ?? (auth?.is_logged_in ? accountOverviewOf(auth.user_data ?? {}, data.plans) : null)
  const signedIn = account !== null && auth?.is_logged_in !== false
  const { navigation } = useSiteData()
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} aria-busy={auth === null && account === null}>
      <Container css={css`max-width: 52rem;`}>
        <h1 id={`${id}-heading`}>{props.heading}</h1>
        {auth && !auth.is_logged_in ? (
          <p>
            {props.signedOutText} <a href={signInHref(pathname)}>{props.signInLabel}</a>
          </p>
        ) : account ? (
          <CustomerDetails id={id} props={props} account={account} />
        ) : (
          <>
            <p>{props.loadingText}</p>
            {props.withoutScriptsText && (
              <noscript>
                <p>{props.withoutScriptsText}</p>
              </noscript>
            )}
          </>
        )}
        <h2 id={`${id}-actions`}>{props.labels.actions}</h2>
        <ul aria-labelledby={`${id}-actions`} css={css`padding-left: 1.25rem; line-height: 1.8;`}>
          {props.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
              {link.description && <> — {link.description}</>}
            </li>
          ))}
          {signedIn && (
            // Also here, not only in the header's menu: that menu needs a script to open, this form does not.
            <li css={css`button { color: ${theme.palette.darkblue}; }`}>
              <SignOutButton place={pathname} label={navigation.account.signOut} />
            </li>
          )}
        </ul>
      </Container>
    </Section>
  )
}

function CustomerDetails({ id, props, account }: { id: string; props: AccountOverviewProps; account: AccountView }) {
  const { labels } = props
  if (!account.name && !account.email) return <p>{props.unavailableText ?? props.noSitesText}</p>
  const rows: Array<[string, string | undefined]> = [
    [labels.name, account.name],
    [labels.email, account.email],
    [labels.phone, account.phone],
    [labels.customerNumber, account.customerNumber],
  ]
  return (
    <>
      {props.greeting && account.name && (
        <p css={css`font-size: 1.15rem;`}>
          {props.greeting} {account.name}
        </p>
      )}
      <h2 id={`${id}-details`}>{labels.details}</h2>
      <LabelledPairs rows={rows} labelledBy={`${id}-details`} />
      <h2 id={`${id}-sites`}>{labels.sites}</h2>
      {account.sites.length === 0 ? (
        <p>{props.noSitesText}</p>
      ) : (
        <SiteCards id={id} sites={account.sites} labels={labels} actions={props.siteActions ?? []} />
      )}
    </>
  )
}

import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { AccountOverviewProps } from '../../schemas/generated/blocks/AccountOverviewProps.ts'
import { type CustomerInfo, signInHref } from '../../services/auth/index.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { Container, Section } from '../shared/layout.tsx'
import { useAuthState } from '../shared/authSession.ts'
import type { AccountOverviewData } from './data.ts'
import { SiteCards } from './SiteCards.tsx'
import { LabelledPairs } from './LabelledPairs.tsx'

/**
 * The account area. The server only renders this page for a signed-in customer (the layout requires
 * sign-in); the details come from GET /api/session, so no customer data is ever cached in HTML.
 */
export function AccountOverview({ id, props, data }: BlockProps<AccountOverviewProps, AccountOverviewData>) {
  const auth = useAuthState()
  const { pathname } = usePageContextData()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} aria-busy={auth === null}>
      <Container css={css`max-width: 52rem;`}>
        <h1 id={`${id}-heading`}>{props.heading}</h1>
        {auth === null ? (
          <>
            <p>{props.loadingText}</p>
            {props.withoutScriptsText && (
              <noscript>
                <p>{props.withoutScriptsText}</p>
              </noscript>
            )}
          </>
        ) : !auth.is_logged_in ? (
          <p>
            {props.signedOutText} <a href={signInHref(pathname)}>{props.signInLabel}</a>
          </p>
        ) : (
          <CustomerDetails id={id} props={props} customer={auth.user_data ?? {}} plans={data.plans} />
        )}
        <h2 id={`${id}-actions`}>{props.labels.actions}</h2>
        <ul aria-labelledby={`${id}-actions`} css={css`padding-left: 1.25rem; line-height: 1.8;`}>
          {props.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
              {link.description && <> — {link.description}</>}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}

function CustomerDetails({
  id,
  props,
  customer,
  plans,
}: {
  id: string
  props: AccountOverviewProps
  customer: CustomerInfo
  plans: AccountOverviewData['plans']
}) {
  const sites = customer.sites ?? []
  const { labels } = props
  if (!customer.name && !customer.email) return <p>{props.unavailableText ?? props.noSitesText}</p>
  const rows: Array<[string, string | undefined]> = [
    [labels.name, customer.name],
    [labels.email, customer.email],
    [labels.phone, customer.extension_phone_number],
    [labels.customerNumber, customer.extension_customer_number],
  ]
  return (
    <>
      {props.greeting && customer.name && (
        <p css={css`font-size: 1.15rem;`}>
          {props.greeting} {customer.name}
        </p>
      )}
      <h2 id={`${id}-details`}>{labels.details}</h2>
      <LabelledPairs rows={rows} labelledBy={`${id}-details`} />
      <h2 id={`${id}-sites`}>{labels.sites}</h2>
      {sites.length === 0 ? (
        <p>{props.noSitesText}</p>
      ) : (
        <SiteCards id={id} sites={sites} labels={labels} plans={plans} />
      )}
    </>
  )
}

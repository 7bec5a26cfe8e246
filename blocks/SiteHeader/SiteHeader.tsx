import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SiteHeaderProps } from '../../schemas/generated/blocks/SiteHeaderProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { ButtonLink, Container } from '../shared/layout.tsx'
import { telHref } from '../shared/telHref.ts'
import { AccountLink } from '../shared/AccountLink.tsx'

/** Header chrome: the brand, main navigation, the sales line, sign-in and the schedule button. */
export function SiteHeader({ props }: BlockProps<SiteHeaderProps>) {
  const theme = useTheme()
  const { brand, navigation } = useSiteData()
  const { phones } = usePageContextData()
  const full = props.variant === 'full'
  return (
    <header css={css`background: ${theme.palette.darkblue}; color: #fff;`}>
      <Container css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 2rem; min-height: 4rem;`}>
        <a href="/" css={css`color: #fff; font-weight: 800; font-size: 1.25rem; text-decoration: none;`}>
          {brand.name}
        </a>
        {full && (
          <nav aria-label="Main" css={css`flex: 1;`}>
            <ul css={css`display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; margin: 0; padding: 0;`}>
              {navigation.header.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} css={css`color: #fff;`}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {props.variant !== 'logoOnly' && props.showContact !== false && (
          <a href={telHref(phones.sales)} css={css`color: #fff; font-weight: 700;`}>
            <span className="visually-hidden">Call sales at </span>
            {phones.sales}
          </a>
        )}
        {props.showSignIn && (
          <AccountLink variant="header" css={css`color: #fff;`} />
        )}
        {full && props.showSchedule !== false && (
          <ButtonLink href={navigation.header.scheduleButton.href}>{navigation.header.scheduleButton.label}</ButtonLink>
        )}
      </Container>
    </header>
  )
}

import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { SiteFooterProps } from '../../schemas/generated/blocks/SiteFooterProps.ts'
import { usePageContextData, useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { Container } from '../shared/layout.tsx'
import { telHref } from '../shared/telHref.ts'
import { AccountLink } from '../shared/AccountLink.tsx'

/** Footer chrome: quick links, link columns, contact lines with hours, social links and the legal line. */
export function SiteFooter({ props }: BlockProps<SiteFooterProps>) {
  const theme = useTheme()
  const { brand, navigation, hours } = useSiteData()
  const { phones } = usePageContextData()
  const linkColor = css`color: #fff;`
  return (
    <footer css={css`background: ${theme.palette.darkblue}; color: #fff; padding: 2.5rem 0 1.5rem; margin-top: 2rem;`}>
      <Container>
        {props.variant === 'full' && (
          <div css={css`display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));`}>
            <nav aria-label="Quick links">
              <h2 css={css`font-size: 1rem;`}>Quick Links</h2>
              <ul css={css`list-style: none; padding: 0;`}>
                {navigation.footer.quickLinks.map((link) => (
                  <li key={link.label}>
                    {link.action === 'signIn' ? <AccountLink variant="footer" css={linkColor} /> : <a href={link.href} css={linkColor}>{link.label}</a>}
                  </li>
                ))}
              </ul>
            </nav>
            {navigation.footer.columns.map((column) => (
              <nav key={column.heading} aria-label={column.heading}>
                <h2 css={css`font-size: 1rem;`}>{column.heading}</h2>
                <ul css={css`list-style: none; padding: 0;`}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <a href={link.href} css={linkColor} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {link.label}
                        {link.external && <span className="visually-hidden"> (opens in a new tab)</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        {props.showContact !== false && (
          <p>
            Sales: <a href={telHref(phones.sales)} css={linkColor}>{phones.sales}</a> ({hours.texts.sales}) · Support:{' '}
            <a href={telHref(phones.support)} css={linkColor}>{phones.support}</a> ({hours.texts.support})
          </p>
        )}
        <p css={css`font-size: 0.85rem;`}>© {brand.name}. All rights reserved.</p>
      </Container>
    </footer>
  )
}

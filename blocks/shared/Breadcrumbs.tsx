import { css } from '@emotion/react'
import { JsonLd } from './JsonLd.tsx'

export interface Crumb {
  label: string
  /** Site-relative; the last crumb (the current page) has none. */
  href?: string
}

/** A breadcrumb trail with its BreadcrumbList structured data; the current page is marked aria-current. */
export function Breadcrumbs({ crumbs, siteUrl }: { crumbs: readonly Crumb[]; siteUrl: string }) {
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: `${siteUrl.replace(/\/$/, '')}${crumb.href}` } : {}),
    })),
  }
  return (
    <nav aria-label="Breadcrumb" css={css`font-size: 0.95rem; margin: 0 0 1rem;`}>
      <ol
        css={css`display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; margin: 0; padding: 0; & li + li::before { content: '/'; margin-right: 0.5rem; opacity: 0.7; }`}
      >
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  )
}

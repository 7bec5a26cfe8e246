import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpArticleListProps } from '../../schemas/generated/blocks/HelpArticleListProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import type { HelpArticleListData } from './data.ts'

export function HelpArticleList({ id, props, data }: BlockProps<HelpArticleListProps, HelpArticleListData>) {
  const theme = useTheme()
  const titled = ['category', 'categorySections', 'others', 'section'].includes(props.mode)
  const total = data.groups.reduce((sum, group) => sum + group.articles.length, 0)
  // Pages about one category or section carry its name as their h1 (the route has no hero); lists keep the hero's.
  const Title = titled ? 'h1' : 'h2'
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container css={css`display: grid; gap: 2rem; @media (min-width: 992px) { grid-template-columns: 3fr 1fr; }`}>
        <div>
          <Breadcrumbs crumbs={data.crumbs} siteUrl={data.siteUrl} />
          <Title id={`${id}-title`} css={css`margin-top: 0;`}>
            {titled ? data.title : `${total} ${props.articlesLabel}`}
          </Title>
          {titled && data.description && <p>{data.description}</p>}
          {data.filters && (
            <nav aria-labelledby={`${id}-filters`} css={css`margin-bottom: 1.5rem;`}>
              <h2 id={`${id}-filters`} css={css`font-size: 1rem;`}>
                {props.filtersHeading}
              </h2>
              <ul css={css`display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 0;`}>
                {[
                  {
                    label: props.allFilterLabel,
                    href: data.filters.allHref,
                    current: !data.filters.items.some((f) => f.current),
                  },
                  ...data.filters.items,
                ].map((filter) => (
                  <li key={filter.href}>
                    <a
                      href={filter.href}
                      aria-current={filter.current ? 'page' : undefined}
                      css={css`display: inline-block; padding: 0.3rem 0.8rem; border: 1px solid ${theme.palette.darkblue}; border-radius: 1rem; text-decoration: none; ${filter.current ? `background: ${theme.palette.darkblue}; color: #fff;` : ''}`}
                    >
                      {filter.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {data.groups.length === 0 && <p>{props.emptyText}</p>}
          {data.groups.map((group) => (
            <section key={group.heading} aria-label={group.heading} css={css`margin-bottom: 2rem;`}>
              {(data.groups.length > 1 || !titled) && (
                <h2 css={css`font-size: 1.3rem;`}>
                  {group.href ? <a href={group.href}>{group.heading}</a> : group.heading}
                </h2>
              )}
              <ul css={css`list-style: none; padding: 0; margin: 0;`}>
                {group.articles.map((article) => (
                  <li
                    key={article.slug}
                    css={css`padding: 0.75rem 0; border-bottom: 1px solid ${theme.palette.warmgray};`}
                  >
                    <a href={`/help-center/articles/${article.slug}`} css={css`font-weight: 700;`}>
                      {article.title}
                    </a>
                    {article.summary && <p css={css`margin: 0.25rem 0 0;`}>{article.summary}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {data.pagination && (
            <Pagination
              label={`${data.title} pages`}
              current={data.pagination.page}
              totalPages={data.pagination.totalPages}
              hrefFor={(n) => `${data.pagination!.baseHref}/${n}`}
            />
          )}
        </div>
        {data.quickLinks.length > 0 && (
          <aside aria-labelledby={`${id}-quick-links`}>
            <h2 id={`${id}-quick-links`} css={css`font-size: 1.2rem;`}>
              {props.quickLinksHeading}
            </h2>
            <ul css={css`padding-left: 1.25rem;`}>
              {data.quickLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </Container>
    </Section>
  )
}

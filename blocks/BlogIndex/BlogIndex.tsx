import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { BlogIndexProps } from '../../schemas/generated/blocks/BlogIndexProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import { ContentCover } from '../shared/ContentCover.tsx'
import { displayDate } from '../shared/pageTitle.ts'
import type { BlogIndexData } from './data.ts'

export function BlogIndex({ id, props, data }: BlockProps<BlogIndexProps, BlogIndexData>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <ul
          css={css`list-style: none; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));`}
        >
          {data.posts.map((post, index) => (
            <li
              key={post.slug}
              css={css`border: 1px solid ${theme.palette.warmgray}; border-radius: 0.6rem; padding: 1.25rem; display: flex; flex-direction: column;`}
            >
              <article aria-labelledby={`${id}-${post.slug}`}>
                {post.cover && (
                  <div css={css`margin: -0.5rem -0.5rem 0.75rem;`}>
                    <ContentCover
                      image={post.cover}
                      sizes="(min-width: 1200px) 24rem, (min-width: 700px) 45vw, 100vw"
                      priority={index === 0}
                    />
                  </div>
                )}
                <h3 id={`${id}-${post.slug}`} css={css`margin: 0 0 0.5rem; font-size: 1.2rem;`}>
                  <a href={`/smartcenter/${post.slug}`}>{post.title}</a>
                </h3>
                <p css={css`margin: 0 0 0.5rem; font-size: 0.9rem;`}>
                  <time dateTime={post.publishedAt}>{displayDate(post.publishedAt)}</time> · {post.readMinutes}{' '}
                  {props.minutesLabel}
                </p>
                <p css={css`margin: 0 0 0.75rem;`}>{post.excerpt}</p>
                <a href={`/smartcenter/${post.slug}`} aria-hidden="true" tabIndex={-1} css={css`font-weight: 700;`}>
                  {props.readMoreLabel}
                </a>
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          label={`${props.heading} pages`}
          current={data.page}
          totalPages={data.totalPages}
          hrefFor={(n) => (n === 1 ? '/smartcenter' : `/smartcenter?page=${n}`)}
        />
      </Container>
    </Section>
  )
}

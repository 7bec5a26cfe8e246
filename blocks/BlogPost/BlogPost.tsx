import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { BlogPostProps } from '../../schemas/generated/blocks/BlogPostProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import { ContentCover } from '../shared/ContentCover.tsx'
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx'
import { JsonLd } from '../shared/JsonLd.tsx'
import { displayDate } from '../shared/pageTitle.ts'
import type { BlogPostData } from './data.ts'

export function BlogPost({ id, props, data }: BlockProps<BlogPostProps, BlogPostData>) {
  const { post } = data
  const url = `${data.siteUrl.replace(/\/$/, '')}/smartcenter/${post.slug}`
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container css={css`max-width: 52rem;`}>
        <Breadcrumbs
          crumbs={[{ label: props.blogLabel, href: props.blogHref }, { label: post.title }]}
          siteUrl={data.siteUrl}
        />
        <article>
          <h1 id={`${id}-title`} css={css`line-height: 1.2;`}>
            {post.title}
          </h1>
          <p css={css`font-size: 0.95rem;`}>
            {props.byLabel} {post.author} · <time dateTime={post.publishedAt}>{displayDate(post.publishedAt)}</time> ·{' '}
            {post.readMinutes} {props.minutesLabel}
          </p>
          {post.cover && (
            <figure css={css`margin: 1rem 0 1.5rem;`}>
              <ContentCover image={post.cover} sizes="(min-width: 52rem) 48rem, 100vw" priority />
            </figure>
          )}
          {/* Marked so a test can count the words the reading time is made from. */}
          <div data-post-body="">
            <RichText content={post.body} />
          </div>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: post.title,
              description: post.excerpt,
              datePublished: post.publishedAt,
              author: { '@type': 'Person', name: post.author },
              publisher: { '@type': 'Organization', name: data.publisher },
              mainEntityOfPage: url,
              ...(post.cover ? { image: post.cover.url } : {}),
            }}
          />
        </article>
        {data.more.length > 0 && (
          <nav aria-labelledby={`${id}-more`}>
            <h2 id={`${id}-more`}>{props.moreHeading}</h2>
            <ul>
              {data.more.map((p) => (
                <li key={p.slug}>
                  <a href={`/smartcenter/${p.slug}`}>{p.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </Section>
  )
}

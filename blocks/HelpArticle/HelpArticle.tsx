import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpArticleProps } from '../../schemas/generated/blocks/HelpArticleProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import { Breadcrumbs, type Crumb } from '../shared/Breadcrumbs.tsx'
import { JsonLd } from '../shared/JsonLd.tsx'
import { displayDate } from '../shared/pageTitle.ts'
import type { HelpArticleData } from './data.ts'
import { HelpfulVote } from './HelpfulVote.tsx'

export function HelpArticle({ id, props, data }: BlockProps<HelpArticleProps, HelpArticleData>) {
  const { article, category, section } = data
  if (!article) {
    return (
      <Section id={id} aria-labelledby={`${id}-title`}>
        <Container>
          <h1 id={`${id}-title`}>{props.homeLabel}</h1>
          <p>
            <a href="/help-center">{props.missingIdText ?? props.homeLabel}</a>
          </p>
        </Container>
      </Section>
    )
  }
  const crumbs: Crumb[] = [{ label: props.homeLabel, href: '/help-center' }]
  if (category) crumbs.push({ label: category.name, href: `/help-center/category/${category.slug}` })
  if (section) crumbs.push({ label: section.name, href: `/help-center/sections/${section.slug}` })
  crumbs.push({ label: article.title })
  const url = `${data.siteUrl.replace(/\/$/, '')}/help-center/articles/${article.slug}`
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container css={css`display: grid; gap: 2rem; @media (min-width: 992px) { grid-template-columns: 3fr 1fr; }`}>
        <article>
          <Breadcrumbs crumbs={crumbs} siteUrl={data.siteUrl} />
          <h1 id={`${id}-title`} css={css`margin: 0 0 0.5rem; line-height: 1.2;`}>
            {article.title}
          </h1>
          <p css={css`margin: 0 0 1.5rem; font-size: 0.95rem;`}>
            {props.updatedLabel} <time dateTime={article.updatedAt}>{displayDate(article.updatedAt)}</time>
          </p>
          {article.summary && <p css={css`font-size: 1.15rem;`}>{article.summary}</p>}
          {data.toc.length > 1 && (
            // Below 992 px the side column falls under the article: the contents would come after what they
            // point into (sixth walkthrough D18). There they sit under the title, folded, and need no script.
            <details css={narrowOnlyCss}>
              <summary css={css`font-weight: 700; cursor: pointer;`}>{props.tocHeading}</summary>
              <TocList id={`${id}-toc-narrow`} toc={data.toc} />
            </details>
          )}
          <RichText content={article.body} />
          {props.helpful && (
            <HelpfulVote articleSlug={article.slug} texts={props.helpful} outcome={data.helpfulOutcome} />
          )}
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'TechArticle',
              headline: article.title,
              description: article.summary,
              dateModified: article.updatedAt,
              mainEntityOfPage: url,
              url,
              publisher: { '@type': 'Organization', name: data.publisher },
            }}
          />
        </article>
        <aside aria-label={props.relatedHeading}>
          {data.toc.length > 1 && (
            <nav aria-labelledby={`${id}-toc`} css={wideOnlyCss}>
              <h2 id={`${id}-toc`} css={css`font-size: 1.1rem;`}>
                {props.tocHeading}
              </h2>
              <TocList toc={data.toc} />
            </nav>
          )}
          {data.related.length > 0 && (
            <>
              <h2 css={css`font-size: 1.1rem;`}>{props.relatedHeading}</h2>
              <ul css={css`padding-left: 1.25rem;`}>
                {data.related.map((related) => (
                  <li key={related.slug}>
                    <a href={`/help-center/articles/${related.slug}`}>{related.title}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </Container>
    </Section>
  )
}

/** The article's contents: a link to each of its headings. */
function TocList({ id, toc }: { id?: string; toc: Array<{ anchor: string; text: string }> }) {
  return (
    <ul id={id} css={css`padding-left: 1.25rem;`}>
      {toc.map((entry) => (
        <li key={entry.anchor}>
          <a href={`#${entry.anchor}`}>{entry.text}</a>
        </li>
      ))}
    </ul>
  )
}

const WIDE = '@media (min-width: 992px)'
const narrowOnlyCss = css`
  margin: 0 0 1.5rem;
  ${WIDE} {
    display: none;
  }
`
const wideOnlyCss = css`
  display: none;
  ${WIDE} {
    display: block;
  }
`

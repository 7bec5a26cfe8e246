import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpCenterHomeProps } from '../../schemas/generated/blocks/HelpCenterHomeProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { HelpSearchForm } from '../shared/HelpSearchForm.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import type { HelpCenterHomeData } from './data.ts'

export function HelpCenterHome({ id, props, data }: BlockProps<HelpCenterHomeProps, HelpCenterHomeData>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-search-heading`}>
      <Container>
        <h2 id={`${id}-search-heading`}>{props.searchHeading}</h2>
        <HelpSearchForm
          id={`${id}-search`}
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          button={props.searchButton}
        />
        {props.assistantLink && (
          <p>
            <a href={props.assistantLink.href}>{props.assistantLink.label}</a>
          </p>
        )}
        {/* The questions most customers come with, before the topics (ADT and SimpliSafe open with them). */}
        {props.topArticles && data.topArticles.length > 0 && (
          <nav aria-labelledby={`${id}-top-articles`} data-top-articles="">
            <h2 id={`${id}-top-articles`}>{props.topArticles.heading}</h2>
            <LinkList links={data.topArticles} listCss={articleListCss} />
          </nav>
        )}
        <h2 id={`${id}-categories`}>{props.categoriesHeading}</h2>
        <ul
          css={css`list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));`}
        >
          {data.categories.map((category) => (
            <li
              key={category.slug}
              css={css`border: 1px solid ${theme.palette.warmgray}; border-radius: 0.6rem; padding: 1rem 1.25rem;`}
            >
              <h3 css={css`margin: 0 0 0.5rem; font-size: 1.15rem;`}>
                <a href={`/help-center/category/${category.slug}`}>{category.name}</a>
              </h3>
              <p css={css`margin: 0 0 0.5rem;`}>{category.description}</p>
              <p css={css`margin: 0; font-size: 0.9rem;`}>
                {category.articleCount} {props.articlesLabel}
              </p>
            </li>
          ))}
        </ul>
        <h2 id={`${id}-quick-links`}>{props.quickLinksHeading}</h2>
        <ul css={articleListCss}>
          {data.quickLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}

/** Article links in columns of 18rem: one column at 375 px, two or three on wide screens. */
const articleListCss = css`
  columns: 18rem;
  padding-left: 1.25rem;
  & li {
    margin-bottom: 0.4rem;
  }
`

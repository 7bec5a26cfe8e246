import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { HelpSearchResultsProps } from '../../schemas/generated/blocks/HelpSearchResultsProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { HelpSearchForm } from '../shared/HelpSearchForm.tsx'
import { Highlighted } from '../shared/Highlighted.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import { Pagination } from '../shared/Pagination.tsx'
import type { HelpSearchResultsData } from './data.ts'

export function HelpSearchResults({ id, props, data }: BlockProps<HelpSearchResultsProps, HelpSearchResultsData>) {
  const theme = useTheme()
  const { results } = data
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <HelpSearchForm
          id={`${id}-search`}
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          button={props.searchButton}
          defaultValue={results?.query}
        />
        {!results ? (
          <>
            <h2 id={`${id}-heading`}>{props.promptText}</h2>
          </>
        ) : (
          <>
            <h2 id={`${id}-heading`} aria-live="polite">
              {`${results.total} ${props.resultsLabel} “${results.query}”`}
            </h2>
            {results.total === 0 && <p>{props.emptyText}</p>}
            {props.noResults && data.suggestions.length > 0 && (
              <nav aria-labelledby={`${id}-suggestions`} data-no-result-articles="">
                <h3 id={`${id}-suggestions`}>{props.noResults.heading}</h3>
                <LinkList
                  links={data.suggestions}
                  listCss={css`padding-left: 1.25rem; & li { margin-bottom: 0.5rem; }`}
                />
              </nav>
            )}
            <ol start={(results.page - 1) * props.perPage + 1} css={css`list-style: none; padding: 0; margin: 0;`}>
              {results.hits.map((hit) => (
                <li
                  key={hit.slug}
                  data-search-hit
                  css={css`padding: 1rem 0; border-bottom: 1px solid ${theme.palette.warmgray};`}
                >
                  <h3 css={css`margin: 0 0 0.25rem; font-size: 1.15rem;`}>
                    <a href={`/help-center/articles/${hit.slug}`}>
                      <Highlighted segments={hit.title} />
                    </a>
                  </h3>
                  {hit.categoryName && <p css={css`margin: 0 0 0.25rem; font-size: 0.9rem;`}>{hit.categoryName}</p>}
                  <p css={css`margin: 0;`}>
                    <Highlighted segments={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
            <Pagination
              label={`${props.resultsLabel} “${results.query}”: pages`}
              current={results.page}
              totalPages={results.totalPages}
              hrefFor={(n) => `/help-center/search?${new URLSearchParams({ q: results.query, page: String(n) })}`}
            />
          </>
        )}
        {props.assistantLink && (
          <p>
            <a href={props.assistantLink.href}>{props.assistantLink.label}</a>
          </p>
        )}
      </Container>
    </Section>
  )
}

import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { NotFoundProps } from '../../schemas/generated/blocks/NotFoundProps.ts'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'
import { Container, Section } from '../shared/layout.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import { HelpSearchForm } from '../shared/HelpSearchForm.tsx'

/**
 * The 404 page body (spec 2.11). Its banner offers the sales call link only while sales is open (on this page not
 * on Sunday either); otherwise the same words say when to call, the fixed sales hours (spec 4.10), as every other
 * block's call line does (SalesCallLink), so the band never ends in nothing. Its search box searches the Help
 * Center, as a careful company's 404 offers: a GET form to the search page, so it works before (or without) scripts.
 */
export function NotFound({ id, props }: BlockProps<NotFoundProps>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`text-align: center;`}>
        <h1 id={`${id}-heading`} css={css`font-size: 3rem; margin-bottom: 0.5rem;`}>
          {props.heading}
        </h1>
        <p css={css`font-size: 1.25rem;`}>{props.message}</p>
        <p css={css`color: ${theme.palette.darkgray}; font-weight: 700;`}>{props.errorCode}</p>
        {props.search && (
          <div css={css`max-width: 32rem; margin: 1.5rem auto; text-align: left;`}>
            <HelpSearchForm
              id={`${id}-search`}
              label={props.search.label}
              placeholder={props.search.placeholder}
              button={props.search.button}
            />
          </div>
        )}
        <nav aria-label="Helpful links">
          <LinkList
            links={props.links}
            listCss={css`list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem 2rem; justify-content: center;`}
          />
        </nav>
        <p
          data-not-found-banner=""
          css={css`margin-top: 2rem; padding: 1rem; background: ${theme.palette.lightblue}; color: ${theme.palette.darkblue}; font-weight: 700;`}
        >
          {props.banner.text} {/* Spec 2.11: on this page Sunday and outside sales hours count as unavailable. */}
          <SalesCallLink label={props.banner.callLabel} line="notFoundSales" />
        </p>
      </Container>
    </Section>
  )
}

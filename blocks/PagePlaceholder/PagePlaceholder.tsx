import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PagePlaceholderProps } from '../../schemas/generated/blocks/PagePlaceholderProps.ts'
import { usePageContextData } from '../../runtime/render/PageModelContext.tsx'
import { Container, Section } from '../shared/layout.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import { telHref } from '../shared/telHref.ts'

/** Says what the page is for and offers the sales line, until the section's own block exists. */
export function PagePlaceholder({ id, props }: BlockProps<PagePlaceholderProps>) {
  const theme = useTheme()
  const { phones } = usePageContextData()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 52rem; border-left: 4px solid ${theme.palette.lightblue}; padding-left: 1.5rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <p>{props.summary}</p>
        <p>
          Questions? Call <a href={telHref(phones.sales)}>{phones.sales}</a>.
        </p>
        {props.links && <LinkList links={props.links} />}
      </Container>
    </Section>
  )
}

import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PagePlaceholderProps } from '../../schemas/generated/blocks/PagePlaceholderProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import { SalesPhoneLink } from '../shared/SalesPhoneLink.tsx'

/** Says what the page is for and offers the sales line, until the section's own block exists. */
export function PagePlaceholder({ id, props }: BlockProps<PagePlaceholderProps>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 52rem; border-left: 4px solid ${theme.palette.lightblue}; padding-left: 1.5rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <p>{props.summary}</p>
        <p>
          Questions? Call <SalesPhoneLink />.
        </p>
        {props.links && <LinkList links={props.links} />}
      </Container>
    </Section>
  )
}

import { css, useTheme } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { PagePlaceholderProps } from '../../schemas/generated/blocks/PagePlaceholderProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { LinkList } from '../shared/LinkList.tsx'
import { SalesCallLink } from '../shared/SalesCallLink.tsx'

/**
 * Says what the page is for and offers the sales line, until the section's own block exists. The call line is
 * the shared one (SalesCallLink): the page's number while sales is open, the sales hours while it is closed.
 */
export function PagePlaceholder({ id, props }: BlockProps<PagePlaceholderProps>) {
  const theme = useTheme()
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`max-width: 52rem; border-left: 4px solid ${theme.palette.lightblue}; padding-left: 1.5rem;`}>
        <h2 id={`${id}-heading`}>{props.heading}</h2>
        <p>{props.summary}</p>
        <p>
          {props.callPrompt} <SalesCallLink label={props.callLabel} />
        </p>
        {props.links && <LinkList links={props.links} />}
      </Container>
    </Section>
  )
}

import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ContentDocumentProps } from '../../schemas/generated/blocks/ContentDocumentProps.ts'
import { Container, Section } from '../shared/layout.tsx'
import { RichText } from '../shared/RichText.tsx'
import { displayDate } from '../shared/pageTitle.ts'
import type { ContentDocumentData } from './data.ts'

export function ContentDocument({ id, props, data }: BlockProps<ContentDocumentProps, ContentDocumentData>) {
  return (
    <Section id={id} aria-label={data.title}>
      <Container css={css`max-width: 52rem;`}>
        {data.kind === 'legal' && (
          <p css={css`font-size: 0.95rem;`}>
            {props.updatedLabel} <time dateTime={data.updatedAt}>{displayDate(data.updatedAt)}</time>
          </p>
        )}
        <RichText content={data.body} />
      </Container>
    </Section>
  )
}

import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { TextSectionProps } from '../../schemas/generated/blocks/TextSectionProps.ts'
import { Container, Section } from '../shared/layout.tsx'

export function TextSection({ id, props }: BlockProps<TextSectionProps>) {
  return (
    <Section id={id} aria-labelledby={props.heading ? `${id}-heading` : undefined}>
      <Container css={css`max-width: 52rem;`}>
        {props.heading && <h2 id={`${id}-heading`}>{props.heading}</h2>}
        {props.paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </Container>
    </Section>
  )
}

import { css } from '@emotion/react'
import type { BlockProps } from '../../runtime/render/BlockDefinition.ts'
import type { ErrorMessageProps } from '../../schemas/generated/blocks/ErrorMessageProps.ts'
import { Container, Section } from '../shared/layout.tsx'

export function ErrorMessage({ id, props }: BlockProps<ErrorMessageProps>) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container css={css`text-align: center;`}>
        <h1 id={`${id}-heading`}>{props.heading}</h1>
        {props.message && <p>{props.message}</p>}
        <a href={props.link.href}>{props.link.label}</a>
      </Container>
    </Section>
  )
}
